import type { PaymentState } from '../../../mobile-money/mobile-money-payments';
import type { PayoutDestination, PayoutOrder, PayoutRail, SubmitOutcome } from '../../../payouts/money-rails';
import { ProviderUnavailableError } from '../../../provider-error';
import { PaystackApi } from './paystack-api';
import { isDuplicateReference, messageOf, recipientFor, toSubunits, transferStateOf } from './transform';
import type { PaystackConfig, PaystackEnvelope, PaystackRecipient, PaystackTransfer, PaystackTransferRequest } from './types';

/**
 * Payouts through Paystack's Transfers API: a transfer recipient per destination (Paystack returns
 * the existing one for an account it knows; we also keep the codes in memory), then a transfer from
 * the balance under the caller's reference. Paystack refuses a reference it has seen, which for us
 * is a retry of an order it already has: accepted, and read back by GET /transfer/verify/:reference.
 */
export class PaystackTransfers implements PayoutRail {
  readonly provider = 'paystack' as const;
  private readonly api: PaystackApi;
  private readonly recipients = new Map<string, string>();

  constructor(config: PaystackConfig, fetchImpl?: typeof fetch) {
    this.api = new PaystackApi(config, fetchImpl);
  }

  async submit(order: PayoutOrder): Promise<SubmitOutcome> {
    let amount: number;
    try {
      amount = toSubunits(order.amountPesewas);
    } catch (error) {
      return { status: 'refused', reason: (error as Error).message, code: 'AMOUNT_OUT_OF_RANGE' };
    }
    const recipient = await this.recipientCode(order.destination);
    if (typeof recipient !== 'string') return recipient;
    const transfer: PaystackTransferRequest = {
      source: 'balance',
      amount,
      recipient,
      reference: order.reference,
      reason: order.note.slice(0, 100),
      currency: 'GHS',
    };
    const { httpStatus, body } = await this.api.post('/transfer', transfer);
    const message = messageOf(body);
    if ((httpStatus === 200 || httpStatus === 201) && (body as Partial<PaystackEnvelope<unknown>>)?.status === true) {
      return { status: 'accepted' };
    }
    if ((httpStatus === 400 || httpStatus === 409) && isDuplicateReference(message)) return { status: 'accepted' };
    if (httpStatus === 400 || httpStatus === 422) return refused(httpStatus, message, 'Paystack refused the transfer');
    throw unavailable(httpStatus, message);
  }

  async status(reference: string): Promise<PaymentState> {
    const { httpStatus, body } = await this.api.get(`/transfer/verify/${encodeURIComponent(reference)}`);
    const envelope = (body ?? {}) as Partial<PaystackEnvelope<PaystackTransfer>>;
    if (httpStatus === 200 && envelope.status === true && envelope.data) return transferStateOf(envelope.data);
    if (httpStatus === 404 || (httpStatus === 400 && /not found/i.test(messageOf(body)))) return { status: 'unknown' };
    throw unavailable(httpStatus, messageOf(body));
  }

  /** The recipient's code, from memory or POST /transferrecipient; a refusal when Paystack will not create it. */
  private async recipientCode(destination: PayoutDestination): Promise<string | SubmitOutcome> {
    const request = recipientFor(destination);
    const key = `${request.type}:${request.bank_code}:${request.account_number}`;
    const known = this.recipients.get(key);
    if (known) return known;
    const { httpStatus, body } = await this.api.post('/transferrecipient', request);
    const code = (body as Partial<PaystackEnvelope<PaystackRecipient>>)?.data?.recipient_code;
    if ((httpStatus === 200 || httpStatus === 201) && typeof code === 'string') {
      this.recipients.set(key, code);
      return code;
    }
    if (httpStatus === 400 || httpStatus === 422) return refused(httpStatus, messageOf(body), 'Paystack could not pay this account');
    throw unavailable(httpStatus, messageOf(body));
  }
}

function refused(httpStatus: number, message: string, fallback: string): SubmitOutcome {
  return { status: 'refused', reason: message || fallback, code: `HTTP_${httpStatus}` };
}

function unavailable(httpStatus: number, message: string): ProviderUnavailableError {
  return new ProviderUnavailableError('paystack', `HTTP ${httpStatus}${message ? ` ${message}` : ''}`, { httpStatus });
}
