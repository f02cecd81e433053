// The rails the app moves money on (payouts/money-rails.ts) for MTN wallets, over MtnMomoPaymentClient,
// which speaks MTN's collection and disbursement APIs.
import type { PaymentState } from '../../mobile-money-payments';
import type { CollectionOrder, CollectionRail, OtpOutcome, PayoutOrder, PayoutRail, SubmitOutcome } from '../../../payouts/money-rails';
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
    const { source } = order;
    if (source.kind !== 'mobile_money' || source.network !== 'MTN') throw new Error('MTN MoMo collects from MTN wallets only');
    return this.payments.submitCollection({
      reference: order.reference,
      amountPesewas: order.amountPesewas,
      phoneNumber: source.phoneNumber,
      note: order.note,
    });
  }

  /** MTN's request to pay is approved with the PIN on the payer's phone: it never asks for a code here. */
  submitOtp(): Promise<OtpOutcome> {
    return Promise.resolve({ status: 'refused', reason: 'MTN MoMo approves on the phone, not with a code' });
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
