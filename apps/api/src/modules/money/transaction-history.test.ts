import { describe, expect, it } from 'vitest';
import { parseHistorySearch } from './transaction-history';

describe('parseHistorySearch', () => {
  it('is nothing for blank text', () => {
    expect(parseHistorySearch(undefined)).toBeUndefined();
    expect(parseHistorySearch('   ')).toBeUndefined();
  });

  it('reads a GHP id', () => {
    expect(parseHistorySearch('GHP00000012')).toMatchObject({ id: 12 });
    expect(parseHistorySearch('ghp12')).toMatchObject({ id: 12 });
    expect(parseHistorySearch('12')).toMatchObject({ id: null });
  });

  it('escapes LIKE wildcards and adds the international spelling of a local phone prefix', () => {
    expect(parseHistorySearch('50%_off')).toMatchObject({ pattern: '%50\\%\\_off%', phonePattern: null });
    expect(parseHistorySearch('024 123')).toMatchObject({ phonePattern: '%+23324123%' });
  });
});
