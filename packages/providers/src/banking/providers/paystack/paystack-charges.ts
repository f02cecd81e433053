import type { PaymentState } from '../../../mobile-money/mobile-money-payments';
import type { CollectionOrder, CollectionOutcome, CollectionRail, OtpOutcome } from '../../../payouts/money-rails';
import { ProviderUnavailableError } from '../../../provider-error';
import { chargeOf, chargeOutcomeOf, chargeStateOf, otpOutcomeOf, PAYSTACK_CHARGE_PROVIDERS, payerEmailOf } from './charge-transform';
import { PaystackApi } from './paystack-api';
import { isDuplicateReference, localNumber, messageOf, toSubunits } from './transform';
import type { PaystackCharge, PaystackConfig, PaystackEnvelope, PaystackMobileMoneyChargeRequest } from './types';

/**
 * Money in from Telecel Cash and AirtelTigo Money through Paystack's Charge API: POST /charge with
 * the wallet and our reference; the payer approves on the phone (`pay_offline`) or first enters the
 * code their network sent (`send_otp`, then POST /charge/submit_otp). The outcome comes by the
 * `charge.success` webhook and by GET /transaction/verify/:reference. Paystack refuses a reference it
 * has seen: for us a retry of a charge it already has, so accepted, and read back by verify.
 */
export class PaystackCharges implements CollectionRail {
  readonly provider = 'paystack' as const;
  private readonly api: PaystackApi;

  constructor(config: PaystackConfig, fetchImpl?: typeof fetch) {
    this.api = new PaystackApi(config, fetchImpl);
  }

  async request(order: CollectionOrder): Promise<CollectionOutcome> {
    const { source } = order;
    if (source.kind !== 'mobile_money') throw new Error('Paystack charges here take mobile-money wallets');
    let amount: number;
    try {
      amount = toSubunits(order.amountPesewas);
    } catch (error) {
      return { status: 'refused', reason: (error as Error).message, code: 'AMOUNT_OUT_OF_RANGE' };
    }
    const charge: PaystackMobileMoneyChargeRequest = {
      email: payerEmailOf(source.phoneNumber),
      amount,
      currency: 'GHS',
      reference: order.reference,
      mobile_money: { phone: localNumber(source.phoneNumber), provider: PAYSTACK_CHARGE_PROVIDERS[source.network] },
    };
    const { httpStatus, body } = await this.api.post('/charge', charge);
    const data = chargeOf(body);
    if ((httpStatus === 200 || httpStatus === 201) && data) return chargeOutcomeOf(data);
    const message = messageOf(body);
    if ((httpStatus === 400 || httpStatus === 409) && isDuplicateReference(message)) return { status: 'accepted' };
    if (httpStatus === 400 || httpStatus === 422)
      return { status: 'refused', reason: message || 'Paystack refused the charge', code: `HTTP_${httpStatus}` };
    throw unavailable(httpStatus, message);
  }

  async submitOtp(reference: string, otp: string): Promise<OtpOutcome> {
    const { httpStatus, body } = await this.api.post('/charge/submit_otp', { otp, reference });
    const data = chargeOf(body);
    if (httpStatus === 200 && data) return otpOutcomeOf(data);
    const message = messageOf(body);
    // A code Paystack will not take (wrong, expired) is a 400 naming it; the charge still waits for one.
    if (httpStatus === 400 && isWrongCode(message)) return { status: 'wrong_otp', reason: message };
    if (httpStatus === 400 || httpStatus === 422) return { status: 'refused', reason: message || 'Paystack refused the code' };
    throw unavailable(httpStatus, message);
  }

  async status(reference: string): Promise<PaymentState> {
    const { httpStatus, body } = await this.api.get(`/transaction/verify/${encodeURIComponent(reference)}`);
    const envelope = (body ?? {}) as Partial<PaystackEnvelope<PaystackCharge>>;
    if (httpStatus === 200 && envelope.status === true && envelope.data) return chargeStateOf(envelope.data);
    if (httpStatus === 404 || (httpStatus === 400 && /not found/i.test(messageOf(body)))) return { status: 'unknown' };
    throw unavailable(httpStatus, messageOf(body));
  }
}

function isWrongCode(message: string): boolean {
  return /\b(otp|code)\b/i.test(message) && /invalid|incorrect|wrong|expired|not correct/i.test(message);
}

function unavailable(httpStatus: number, message: string): ProviderUnavailableError {
  return new ProviderUnavailableError('paystack', `HTTP ${httpStatus}${message ? ` ${message}` : ''}`, { httpStatus });
}
