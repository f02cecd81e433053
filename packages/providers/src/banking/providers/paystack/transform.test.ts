import { describe, expect, it } from 'vitest';
import { localNumber, PAYSTACK_MOBILE_MONEY_CODES, paystackBankCode, resolvedName } from './transform';

describe('Paystack transform', () => {
  it('forms bank and wallet codes', () => {
    expect(paystackBankCode('040')).toBe('040100');
    expect(PAYSTACK_MOBILE_MONEY_CODES).toEqual({ MTN: 'MTN', TELECEL: 'VOD', AIRTELTIGO: 'ATL' });
    expect(localNumber('+233201234567')).toBe('0201234567');
  });
  it('reads the resolved name only from a successful envelope', () => {
    expect(
      resolvedName({ status: true, message: 'Account number resolved', data: { account_number: '1', account_name: ' KOFI BOATENG ' } }),
    ).toBe('KOFI BOATENG');
    expect(resolvedName({ status: false, message: 'Could not resolve account name. Check parameters or try again.' })).toBeNull();
    expect(resolvedName({ status: true, message: 'ok', data: { account_number: '1', account_name: '' } })).toBeNull();
    expect(resolvedName(undefined)).toBeNull();
  });
});
