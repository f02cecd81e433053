import { describe, expect, it } from 'vitest';
import {
  describeMtnError,
  isNoSuchAccountHolder,
  paymentStateOf,
  referenceOfMtnCallback,
  registeredNameOf,
  submitOutcomeOf,
  toMoneyString,
  toMsisdn,
} from './transform';

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
    expect(toMoneyString(900_719_925_474_099_312n)).toBe('9007199254740993.12');
    expect(() => toMoneyString(0n)).toThrow(RangeError);
  });
  it('reads an order’s state, with a readable reason and MTN’s code for a failure', () => {
    expect(paymentStateOf({ status: 'PENDING' })).toEqual({ status: 'pending' });
    expect(paymentStateOf({ status: 'SUCCESSFUL', financialTransactionId: '42' })).toEqual({
      status: 'successful',
      providerTransactionId: '42',
    });
    expect(paymentStateOf({ status: 'FAILED', reason: 'EXPIRED' })).toEqual({
      status: 'failed',
      reason: 'The payer did not approve the request in time',
      code: 'EXPIRED',
    });
    expect(paymentStateOf({ status: 'FAILED', reason: { code: 'SOMETHING_NEW' } })).toEqual({
      status: 'failed',
      reason: 'The mobile money provider declined the payment',
      code: 'SOMETHING_NEW',
    });
    expect(paymentStateOf({ status: 'FAILED' })).toEqual({ status: 'failed', reason: 'The mobile money provider declined the payment' });
  });
  it.each([
    ['APPROVAL_REJECTED', 'The payer declined the request on their phone'],
    ['EXPIRED', 'The payer did not approve the request in time'],
    ['NOT_ENOUGH_FUNDS', 'The wallet does not have enough money'],
    ['PAYER_LIMIT_REACHED', 'The wallet has reached its limit'],
    ['PAYEE_NOT_FOUND', 'No MTN MoMo wallet is registered to this number'],
    ['PAYER_NOT_FOUND', 'No MTN MoMo wallet is registered to this number'],
    ['PAYEE_NOT_ALLOWED_TO_RECEIVE', 'This wallet cannot receive money'],
    ['INTERNAL_PROCESSING_ERROR', 'MTN MoMo could not complete the payment'],
  ])('MTN’s documented reason %s reads “%s” and keeps its code', (code, reason) => {
    expect(paymentStateOf({ status: 'FAILED', reason: code })).toEqual({ status: 'failed', reason, code });
  });
  it('sorts MTN’s answers to an order: accepted, refused (never taken) or unknown (null: the caller throws)', () => {
    expect(submitOutcomeOf(202, undefined)).toEqual({ status: 'accepted' });
    expect(submitOutcomeOf(409, { code: 'RESOURCE_ALREADY_EXIST' })).toEqual({ status: 'accepted' });
    expect(submitOutcomeOf(400, { code: 'PAYEE_NOT_FOUND', message: 'x' })).toEqual({
      status: 'refused',
      reason: 'No MTN MoMo wallet is registered to this number',
      code: 'PAYEE_NOT_FOUND',
    });
    expect(submitOutcomeOf(400, { code: 'INVALID_REQUEST' })).toEqual({
      status: 'refused',
      reason: 'MTN MoMo refused the payment order',
      code: 'INVALID_REQUEST',
    });
    expect(submitOutcomeOf(422, undefined)).toMatchObject({ status: 'refused', code: 'HTTP_422' });
    for (const status of [401, 403, 500, 502, 503]) expect(submitOutcomeOf(status, { code: 'X' })).toBeNull();
  });
  it('reads the reference a callback names, and nothing else', () => {
    const reference = '3f1c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6';
    expect(referenceOfMtnCallback(JSON.stringify({ externalId: reference, status: 'SUCCESSFUL' }))).toBe(reference);
    expect(referenceOfMtnCallback(JSON.stringify({ referenceId: reference, externalId: 'order-7' }))).toBe(reference);
    expect(referenceOfMtnCallback(JSON.stringify({ externalId: 'not-a-uuid' }))).toBeNull();
    expect(referenceOfMtnCallback('{not json')).toBeNull();
    expect(referenceOfMtnCallback('null')).toBeNull();
    expect(referenceOfMtnCallback('')).toBeNull();
  });
});
