import { describe, expect, it } from 'vitest';
import { describeMtnError, isNoSuchAccountHolder, paymentStateOf, registeredNameOf, toMoneyString, toMsisdn } from './transform';

describe('MTN MoMo transform', () => {
  it('spells a number as MTN wants it: country code, no plus', () => {
    expect(toMsisdn('+233241234567')).toBe('233241234567');
  });
  it('reads the holder’s name from `name`, else given and family names', () => {
    expect(registeredNameOf({ name: 'Sand Box', given_name: 'x', family_name: 'y' })).toBe('Sand Box');
    expect(registeredNameOf({ given_name: 'Ama', family_name: 'Mensah' })).toBe('Ama Mensah');
    expect(registeredNameOf({ sub: '0' })).toBeNull();
  });
  it('tells "no such wallet" from an outage', () => {
    expect(isNoSuchAccountHolder(404, { code: 'RESOURCE_NOT_FOUND' })).toBe(true);
    expect(isNoSuchAccountHolder(400, { code: 'PAYEE_NOT_FOUND' })).toBe(true);
    expect(isNoSuchAccountHolder(500, { code: 'INTERNAL_PROCESSING_ERROR' })).toBe(false);
    expect(describeMtnError(500, { code: 'INTERNAL_PROCESSING_ERROR', message: 'down' })).toBe('HTTP 500 INTERNAL_PROCESSING_ERROR down');
  });
});

describe('MTN payment transforms', () => {
  it('writes pesewas as MTN’s amount string, never through a float', () => {
    expect(toMoneyString(1n)).toBe('0.01');
    expect(toMoneyString(1_005n)).toBe('10.05');
    expect(toMoneyString(2_500_000n)).toBe('25000.00');
    expect(() => toMoneyString(0n)).toThrow(RangeError);
  });
  it('reads an order’s state, with a readable reason for a failure', () => {
    expect(paymentStateOf({ status: 'PENDING' })).toEqual({ status: 'pending' });
    expect(paymentStateOf({ status: 'SUCCESSFUL', financialTransactionId: '42' })).toEqual({
      status: 'successful',
      providerTransactionId: '42',
    });
    expect(paymentStateOf({ status: 'FAILED', reason: 'EXPIRED' })).toEqual({
      status: 'failed',
      reason: 'The payer did not approve the request in time',
    });
    expect(paymentStateOf({ status: 'FAILED', reason: { code: 'SOMETHING_NEW' } })).toEqual({
      status: 'failed',
      reason: 'The mobile money provider declined the payment',
    });
  });
});
