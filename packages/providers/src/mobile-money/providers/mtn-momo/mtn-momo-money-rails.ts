// The rails the app moves money on (payouts/money-rails.ts) for MTN wallets, over MtnMomoPaymentClient,
// which speaks MTN's collection and disbursement APIs.
import type { PaymentState } from '../../mobile-money-payments';
import type { CollectionOrder, CollectionRail, PayoutOrder, PayoutRail, SubmitOutcome } from '../../../payouts/money-rails';
import { MtnMomoPaymentClient } from './mtn-momo-payment-client';
import type { MtnMomoConfig } from './types';

/** Payouts to MTN wallets through MTN's disbursement product (transfer), by the caller's reference. */
export class MtnMomoPayoutRail implements PayoutRail {
  readonly provider = 'mtn-momo' as const;

  constructor(private readonly payments: MtnMomoPaymentClient) {}

  submit(order: PayoutOrder): Promise<SubmitOutcome> {
    const { destination } = order;
    if (destination.kind !== 'mobile_money' || destination.network !== 'MTN') {
      throw new Error('MTN MoMo pays out to MTN wallets only');
    }
    return this.payments.submitPayout({
      reference: order.reference,
      amountPesewas: order.amountPesewas,
      phoneNumber: destination.phoneNumber,
      note: order.note,
    });
  }

  status(reference: string): Promise<PaymentState> {
    return this.payments.payoutStatus(reference);
  }
}

/** Add Money from an MTN wallet through MTN's collection product (request to pay). */
export class MtnMomoCollectionRail implements CollectionRail {
  readonly provider = 'mtn-momo' as const;

  constructor(private readonly payments: MtnMomoPaymentClient) {}

  request(order: CollectionOrder): Promise<SubmitOutcome> {
    return this.payments.submitCollection(order);
  }

  status(reference: string): Promise<PaymentState> {
    return this.payments.collectionStatus(reference);
  }
}

/** Both MTN rails over one client (one token cache per product). */
export function createMtnMomoMoneyRails(config: MtnMomoConfig, fetchImpl?: typeof fetch) {
  const payments = new MtnMomoPaymentClient(config, fetchImpl);
  return { payout: new MtnMomoPayoutRail(payments), collection: new MtnMomoCollectionRail(payments) };
}
