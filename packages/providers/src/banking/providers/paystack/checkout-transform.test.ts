import { describe, expect, it } from 'vitest';
import { cardChargeOutcomeOf, cardTransactionStateOf, savedCardOf } from './checkout-transform';

const authorization = {
  authorization_code: 'AUTH_8dfhjjdt',
  bin: '408408',
  last4: '4081',
  exp_month: '12',
  exp_year: '2030',
  card_type: 'visa ',
  bank: 'TEST BANK',
  reusable: true,
  signature: 'SIG_yEXu7dLBeqG0kU7g95Ke',
  account_name: null,
};

describe('savedCardOf', () => {
  it('keeps the token, brand, first six, last four, expiry and bank of a successful card transaction', () => {
    expect(savedCardOf({ status: 'success', authorization })).toEqual({
      authorizationCode: 'AUTH_8dfhjjdt',
      brand: 'visa',
      first6: '408408',
      last4: '4081',
      expiryMonth: 12,
      expiryYear: 2030,
      bank: 'TEST BANK',
      reusable: true,
      signature: 'SIG_yEXu7dLBeqG0kU7g95Ke',
      accountName: null,
    });
    expect(savedCardOf({ authorization: { ...authorization, card_type: 'mastercard DEBIT' } })?.brand).toBe('mastercard');
    expect(savedCardOf({ authorization: { ...authorization, card_type: 'verve' } })?.brand).toBe('verve');
  });

  it('refuses an answer without what the app must keep, or of a brand it does not take', () => {
    expect(savedCardOf({ authorization: { ...authorization, signature: '' } })).toBeNull();
    expect(savedCardOf({ authorization: { ...authorization, bin: '4084' } })).toBeNull();
    expect(savedCardOf({ authorization: { ...authorization, exp_month: '13' } })).toBeNull();
    expect(savedCardOf({ authorization: { ...authorization, card_type: 'amex' } })).toBeNull();
    expect(savedCardOf(undefined)).toBeNull();
  });
});

describe('card transaction states and charge outcomes', () => {
  it('reads success, failure (in the bank’s words) and the states that are not final', () => {
    expect(cardTransactionStateOf({ status: 'success', id: 42 })).toEqual({ status: 'successful', providerTransactionId: '42' });
    expect(cardTransactionStateOf({ status: 'failed', gateway_response: 'Insufficient Funds' })).toEqual({
      status: 'failed',
      reason: 'Insufficient Funds',
      code: 'failed',
    });
    for (const status of ['abandoned', 'ongoing', 'send_otp', 'open_url', 'pending', 'something_new'])
      expect(cardTransactionStateOf({ status }).status).toBe('pending');
  });

  it('turns a charge answer into taken, a challenge, or a refusal', () => {
    expect(cardChargeOutcomeOf({ status: 'success' })).toEqual({ status: 'accepted' });
    expect(cardChargeOutcomeOf({ status: 'send_otp', display_text: 'Enter the OTP' })).toEqual({
      status: 'awaiting_otp',
      message: 'Enter the OTP',
    });
    expect(cardChargeOutcomeOf({ status: 'open_url', url: 'https://bank.example/3ds' })).toEqual({
      status: 'awaiting_url',
      url: 'https://bank.example/3ds',
    });
    expect(cardChargeOutcomeOf({ status: 'failed' })).toEqual({ status: 'refused', reason: 'The card was declined', code: 'failed' });
    expect(cardChargeOutcomeOf({ status: 'weird' })).toBeNull();
  });

  it('sends a person only to a web page of their bank: an open_url without an http(s) address is not understood', () => {
    expect(cardChargeOutcomeOf({ status: 'open_url', url: 'javascript:alert(1)' })).toBeNull();
    expect(cardChargeOutcomeOf({ status: 'open_url', url: '/relative/3ds' })).toBeNull();
    expect(cardChargeOutcomeOf({ status: 'open_url' })).toBeNull();
  });
});
