import { describe, expect, it } from 'vitest';
import { referenceOfPaystackWebhook, signPaystackBody } from './paystack-webhook';
import {
  isDuplicateReference,
  localNumber,
  PAYSTACK_MOBILE_MONEY_CODES,
  paystackBankCode,
  recipientFor,
  resolvedName,
  toSubunits,
  transferStateOf,
} from './transform';

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

describe('Paystack transfer transforms', () => {
  it('pays a Telecel or AirtelTigo wallet as mobile_money by local number, a bank account through GhIPSS', () => {
    expect(recipientFor({ kind: 'mobile_money', network: 'TELECEL', phoneNumber: '+233205550002', accountName: 'Yaw Asante' })).toEqual({
      type: 'mobile_money',
      name: 'Yaw Asante',
      account_number: '0205550002',
      bank_code: 'VOD',
      currency: 'GHS',
    });
    expect(recipientFor({ kind: 'mobile_money', network: 'AIRTELTIGO', phoneNumber: '+233275550003', accountName: 'A' }).bank_code).toBe(
      'ATL',
    );
    expect(recipientFor({ kind: 'bank', bankSortCode: '040', accountNumber: '1234567890', accountName: 'Kofi Boateng' })).toEqual({
      type: 'ghipss',
      name: 'Kofi Boateng',
      account_number: '1234567890',
      bank_code: '040100',
      currency: 'GHS',
    });
  });

  it('sends pesewas as an integer number of subunits, and refuses what a JSON number cannot carry exactly', () => {
    expect(toSubunits(1n)).toBe(1);
    expect(toSubunits(12_50n)).toBe(1250);
    expect(toSubunits(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toSubunits(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(RangeError);
    expect(() => toSubunits(0n)).toThrow(RangeError);
    expect(() => toSubunits(-5n)).toThrow(RangeError);
  });

  it('recognises a refused duplicate reference, and nothing else, as one', () => {
    expect(isDuplicateReference('Duplicate Transfer Reference')).toBe(true);
    expect(isDuplicateReference('Transfer reference already exists')).toBe(true);
    expect(isDuplicateReference('Your balance is not enough to fulfil this request')).toBe(false);
    expect(isDuplicateReference('Invalid reference')).toBe(false);
  });

  it('maps every documented transfer status', () => {
    expect(transferStateOf({ status: 'success', transfer_code: 'TRF_1', id: 9 })).toEqual({
      status: 'successful',
      providerTransactionId: 'TRF_1',
    });
    expect(transferStateOf({ status: 'success', id: 9 })).toEqual({ status: 'successful', providerTransactionId: '9' });
    for (const status of ['pending', 'otp', 'processing', 'queued', 'received', 'something_new'])
      expect(transferStateOf({ status })).toEqual({ status: 'pending' });
    expect(transferStateOf({ status: 'failed', gateway_response: 'Account is dormant' })).toEqual({
      status: 'failed',
      reason: 'Account is dormant',
      code: 'failed',
    });
    expect(transferStateOf({ status: 'reversed' })).toEqual({
      status: 'failed',
      reason: 'The transfer was reversed and the money returned',
      code: 'reversed',
    });
    for (const status of ['abandoned', 'rejected', 'blocked'])
      expect(transferStateOf({ status })).toMatchObject({ status: 'failed', code: status });
  });
});

describe('Paystack webhooks', () => {
  const secret = 'sk_test_secret';
  const body = JSON.stringify({ event: 'transfer.success', data: { reference: 'a1b2-ref', status: 'success' } });

  it('names the transfer of a webhook signed with the secret key', () => {
    expect(referenceOfPaystackWebhook(body, signPaystackBody(body, secret), secret)).toBe('a1b2-ref');
    for (const event of ['transfer.failed', 'transfer.reversed', 'charge.success']) {
      const other = JSON.stringify({ event, data: { reference: 'r-2' } });
      expect(referenceOfPaystackWebhook(other, signPaystackBody(other, secret), secret)).toBe('r-2');
    }
  });

  it('refuses a tampered body, another key’s signature, no signature, an event that ends nothing and a body that is not JSON', () => {
    const signature = signPaystackBody(body, secret);
    expect(referenceOfPaystackWebhook(body.replace('a1b2-ref', 'a1b2-reg'), signature, secret)).toBeNull();
    expect(referenceOfPaystackWebhook(body, signPaystackBody(body, 'sk_test_other'), secret)).toBeNull();
    expect(referenceOfPaystackWebhook(body, undefined, secret)).toBeNull();
    expect(referenceOfPaystackWebhook(body, 'abc', secret)).toBeNull();
    const dispute = JSON.stringify({ event: 'charge.dispute.create', data: { reference: 'x' } });
    expect(referenceOfPaystackWebhook(dispute, signPaystackBody(dispute, secret), secret)).toBeNull();
    for (const event of ['charge.success', 'charge.failed']) {
      const charge = JSON.stringify({ event, data: { reference: 'c-1' } });
      expect(referenceOfPaystackWebhook(charge, signPaystackBody(charge, secret), secret)).toBe('c-1');
      expect(referenceOfPaystackWebhook(charge, signPaystackBody(charge, 'sk_test_other'), secret)).toBeNull();
    }
    expect(referenceOfPaystackWebhook('{oops', signPaystackBody('{oops', secret), secret)).toBeNull();
  });
});
