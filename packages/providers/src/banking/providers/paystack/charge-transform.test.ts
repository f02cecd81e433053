import { describe, expect, it } from 'vitest';
import { chargeOutcomeOf, chargeStateOf, otpOutcomeOf, PAYSTACK_CHARGE_PROVIDERS, payerEmailOf } from './charge-transform';

describe('Paystack charge transforms', () => {
  it('names Telecel Cash vod and AirtelTigo Money atl, and gives a wallet payer an email of their number', () => {
    expect(PAYSTACK_CHARGE_PROVIDERS).toEqual({ MTN: 'mtn', TELECEL: 'vod', AIRTELTIGO: 'atl' });
    expect(payerEmailOf('+233201234567')).toBe('0201234567@payers.nkabom.app');
  });

  it('reads a charge’s state: success with its id, failures with the network’s words, everything else pending', () => {
    expect(chargeStateOf({ status: 'success', id: 42 })).toEqual({ status: 'successful', providerTransactionId: '42' });
    expect(chargeStateOf({ status: 'failed', gateway_response: 'Declined by the payer' })).toEqual({
      status: 'failed',
      reason: 'Declined by the payer',
      code: 'failed',
    });
    expect(chargeStateOf({ status: 'abandoned' })).toMatchObject({ status: 'failed', reason: 'The payment was not approved in time' });
    for (const status of ['send_otp', 'pay_offline', 'pending', 'ongoing', 'something_new'])
      expect(chargeStateOf({ status })).toEqual({ status: 'pending' });
  });

  it('turns the charge’s first answer into the collection’s outcome', () => {
    expect(chargeOutcomeOf({ status: 'pay_offline' })).toEqual({ status: 'accepted' });
    expect(chargeOutcomeOf({ status: 'send_otp', display_text: 'Please enter the OTP sent to 020*****55' })).toEqual({
      status: 'awaiting_otp',
      message: 'Please enter the OTP sent to 020*****55',
    });
    expect(chargeOutcomeOf({ status: 'failed', message: 'Invalid phone' })).toMatchObject({ status: 'refused', reason: 'Invalid phone' });
  });

  it('reads an answer to a code: asked again is a wrong code, failed is refused, anything else accepted', () => {
    expect(otpOutcomeOf({ status: 'send_otp', message: 'The code you entered is not correct' })).toEqual({
      status: 'wrong_otp',
      reason: 'The code you entered is not correct',
    });
    expect(otpOutcomeOf({ status: 'failed', gateway_response: 'Too many wrong codes' })).toEqual({
      status: 'refused',
      reason: 'Too many wrong codes',
    });
    expect(otpOutcomeOf({ status: 'pay_offline' })).toEqual({ status: 'accepted' });
  });
});
