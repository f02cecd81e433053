import type { AppDeps } from '../../../deps';
import { cardChecksAwaitingRefund } from './card-repository';
import { refundCardCheck } from './card-checkout-service';

/** How far back the minute job still tries a card check's refund (a refusal is not tried for ever). */
const REFUND_RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
const REFUNDS_PER_RUN = 100;

/**
 * The minute job: every card check whose ₵1.00 has not gone back yet (Paystack was not answering or
 * refused when the check completed) is asked for again, each at most once at a time (see
 * refundCardCheck). Returns how many were refunded.
 */
export async function refundCardChecks(deps: Pick<AppDeps, 'db' | 'moneyRails' | 'now'>): Promise<number> {
  const since = new Date(deps.now().getTime() - REFUND_RETRY_WINDOW_MS);
  let refunded = 0;
  for (const reference of await cardChecksAwaitingRefund(deps.db, since, REFUNDS_PER_RUN)) {
    if ((await refundCardCheck(deps, reference)) === 'refunded') refunded++;
  }
  return refunded;
}
