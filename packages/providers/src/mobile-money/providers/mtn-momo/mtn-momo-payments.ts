import type { MobileMoneyPayments, PaymentOrder, PaymentState } from '../../mobile-money-payments';
import { ProviderUnavailableError } from '../../../provider-error';
import { MtnMomoApi, type MtnProduct } from './mtn-momo-api';
import { describeMtnError, paymentStateOf, toMoneyString, toMsisdn } from './transform';
import type { MtnMomoConfig, MtnPaymentRequest } from './types';

/**
 * Collections (request to pay) and payouts (disbursement transfer) through MTN's MoMo Open API. The
 * caller's reference is MTN's X-Reference-Id, so a repeated order is answered 409 by MTN and counts
 * as accepted here: the first order stands, and its status is read by the same reference.
 */
export class MtnMomoPayments implements MobileMoneyPayments {
  private readonly api: MtnMomoApi;

  constructor(
    private readonly config: MtnMomoConfig,
    fetchImpl?: typeof fetch,
  ) {
    this.api = new MtnMomoApi(config, fetchImpl);
  }

  requestCollection(order: PaymentOrder): Promise<void> {
    return this.submit('collection', '/collection/v1_0/requesttopay', order, 'payer');
  }

  collectionStatus(reference: string): Promise<PaymentState> {
    return this.status('collection', `/collection/v1_0/requesttopay/${reference}`);
  }

  sendPayout(order: PaymentOrder): Promise<void> {
    return this.submit('disbursement', '/disbursement/v1_0/transfer', order, 'payee');
  }

  payoutStatus(reference: string): Promise<PaymentState> {
    return this.status('disbursement', `/disbursement/v1_0/transfer/${reference}`);
  }

  private async submit(product: MtnProduct, path: string, order: PaymentOrder, party: 'payer' | 'payee'): Promise<void> {
    const body: MtnPaymentRequest = {
      amount: toMoneyString(order.amountPesewas),
      currency: this.config.currency ?? 'GHS',
      externalId: order.reference,
      [party]: { partyIdType: 'MSISDN', partyId: toMsisdn(order.phoneNumber) },
      payerMessage: order.note.slice(0, 160),
      payeeNote: order.note.slice(0, 160),
    };
    const { httpStatus, body: answer } = await this.api.post(path, product, order.reference, body);
    // 202: accepted. 409 RESOURCE_ALREADY_EXIST: this reference was accepted before (a retry).
    if (httpStatus === 202 || httpStatus === 409) return;
    throw new ProviderUnavailableError('mtn-momo', describeMtnError(httpStatus, answer), { httpStatus });
  }

  private async status(product: MtnProduct, path: string): Promise<PaymentState> {
    const { httpStatus, body } = await this.api.get(path, product);
    if (httpStatus === 404) return { status: 'unknown' };
    if (httpStatus !== 200) throw new ProviderUnavailableError('mtn-momo', describeMtnError(httpStatus, body), { httpStatus });
    return paymentStateOf(body);
  }
}
