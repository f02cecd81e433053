import { describe, expect, it } from 'vitest';
import { validateBillSearch, validateTopUpSearch } from './pay-search';

describe('the Pay screens’ search params', () => {
  it('keep a repeat’s number, biller and 2-decimal amount', () => {
    expect(validateTopUpSearch({ kind: 'airtime', number: '0201234567', billerId: 'telecel-airtime', amount: '10.00' })).toEqual({
      kind: 'airtime',
      number: '0201234567',
      billerId: 'telecel-airtime',
      amount: '10.00',
    });
    expect(validateBillSearch({ billerId: 'ecg-prepaid', customerNumber: 12345678901, amount: 25 })).toEqual({
      billerId: 'ecg-prepaid',
      customerNumber: '12345678901',
      amount: '25',
    });
  });
  it('drop what is not theirs: another kind, an amount with 3 decimals or letters, an overlong number', () => {
    expect(validateTopUpSearch({ kind: 'tv', amount: '1.005', number: '0'.repeat(30) })).toEqual({
      kind: undefined,
      number: undefined,
      billerId: undefined,
      amount: undefined,
    });
    expect(validateBillSearch({ amount: '10e3' }).amount).toBeUndefined();
  });
});
