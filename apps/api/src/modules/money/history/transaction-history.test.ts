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

  it('reads an amount as exact pesewas, in any spelling the screen shows', () => {
    expect(parseHistorySearch('10.00')).toMatchObject({ amountPesewas: 1000n });
    expect(parseHistorySearch('10')).toMatchObject({ amountPesewas: 1000n });
    expect(parseHistorySearch('₵1,250.50')).toMatchObject({ amountPesewas: 125050n });
    expect(parseHistorySearch('GHS 3.5')).toMatchObject({ amountPesewas: 350n });
    expect(parseHistorySearch('Kofi')).toMatchObject({ amountPesewas: null });
    expect(parseHistorySearch('10.005')).toMatchObject({ amountPesewas: null });
  });
});
