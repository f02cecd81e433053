import type { MobileMoneyPayments, PaymentOrder, PaymentState } from '../../mobile-money-payments';
import type { SubmitOutcome } from '../../../payouts/money-rails';
import { ProviderUnavailableError } from '../../../provider-error';
import { MtnMomoApi, type MtnProduct } from './mtn-momo-api';
import { describeMtnError, paymentStateOf, submitOutcomeOf, toMoneyString, toMsisdn } from './transform';
import type { MtnMomoConfig, MtnPaymentRequest } from './types';

/**
 * Collections (request to pay) and payouts (disbursement transfer) through MTN's MoMo Open API. The
 * caller's reference is MTN's X-Reference-Id, so a repeated order is answered 409 by MTN and counts
 * as accepted here: the first order stands, and its status is read by the same reference.
 */
export class MtnMomoPaymentClient implements MobileMoneyPayments {
  private readonly api: MtnMomoApi;

  constructor(
    private readonly config: MtnMomoConfig,
    fetchImpl?: typeof fetch,
  ) {
    this.api = new MtnMomoApi(config, fetchImpl);
  }

  /** POST /collection/v1_0/requesttopay: accepted, refused (never taken), or thrown when the outcome is unknown. */
  submitCollection(order: PaymentOrder): Promise<SubmitOutcome> {
    return this.submit('collection', '/collection/v1_0/requesttopay', order, 'payer');
  }

  /** POST /disbursement/v1_0/transfer: accepted, refused (never taken), or thrown when the outcome is unknown. */
  submitPayout(order: PaymentOrder): Promise<SubmitOutcome> {
    return this.submit('disbursement', '/disbursement/v1_0/transfer', order, 'payee');
  }

  async requestCollection(order: PaymentOrder): Promise<void> {
    refusedAsError(await this.submitCollection(order));
  }

  collectionStatus(reference: string): Promise<PaymentState> {
    return this.status('collection', `/collection/v1_0/requesttopay/${reference}`);
  }

  async sendPayout(order: PaymentOrder): Promise<void> {
    refusedAsError(await this.submitPayout(order));
  }

  payoutStatus(reference: string): Promise<PaymentState> {
    return this.status('disbursement', `/disbursement/v1_0/transfer/${reference}`);
  }

  private async submit(product: MtnProduct, path: string, order: PaymentOrder, party: 'payer' | 'payee'): Promise<SubmitOutcome> {
    const body: MtnPaymentRequest = {
      amount: toMoneyString(order.amountPesewas),
      currency: this.config.currency ?? 'GHS',
      externalId: order.reference,
      [party]: { partyIdType: 'MSISDN', partyId: toMsisdn(order.phoneNumber) },
      payerMessage: order.note.slice(0, 160),
      payeeNote: order.note.slice(0, 160),
    };
    const { httpStatus, body: answer } = await this.api.post(path, product, order.reference, body);
    const outcome = submitOutcomeOf(httpStatus, answer);
    if (outcome) return outcome;
    throw new ProviderUnavailableError('mtn-momo', describeMtnError(httpStatus, answer), { httpStatus });
  }

  private async status(product: MtnProduct, path: string): Promise<PaymentState> {
    const { httpStatus, body } = await this.api.get(path, product);
    if (httpStatus === 404) return { status: 'unknown' };
    if (httpStatus !== 200) throw new ProviderUnavailableError('mtn-momo', describeMtnError(httpStatus, body), { httpStatus });
    return paymentStateOf(body);
  }
}

/** The older void interface reports a refusal as an error, as it always has. */
function refusedAsError(outcome: SubmitOutcome): void {
  if (outcome.status === 'refused')
    throw new ProviderUnavailableError('mtn-momo', `order refused: ${outcome.code ?? ''} ${outcome.reason}`);
}
