import { describe, expect, it } from 'vitest';
import { validateActionSearch, validateAuthSearch, validateComplaintSearch, validateSendMoneySearch } from './search-params';

describe('route search params', () => {
  it('keeps known values', () => {
    expect(validateActionSearch({ action: 'request' })).toEqual({ action: 'request' });
    expect(validateAuthSearch({ mode: 'signup' })).toEqual({ mode: 'signup' });
    expect(validateComplaintSearch({ transactionId: 'p2p-42' })).toEqual({ transactionId: 'p2p-42' });
  });

  it('drops unknown or malformed values instead of failing the page', () => {
    expect(validateActionSearch({ action: 'steal' })).toEqual({ action: undefined });
    expect(validateAuthSearch({ mode: 42 })).toEqual({ mode: undefined });
    expect(validateSendMoneySearch({ recipientName: 'x'.repeat(500), recipientId: 17 })).toMatchObject({
      recipientName: undefined,
      recipientId: '17',
    });
  });
});
