import { formatCedis } from '@ghanapay/money';
import type { AppDeps } from '../../../deps';
import { paymentLinkUrl } from '../payment-links/payment-link-service';
import type { InvitedShare } from './split-bill-service';

/**
 * Texts someone without a wallet the link to their share (after the bill committed). It names the
 * creator and the bill, which the creator chose to share with them, and nothing of the others.
 * A failed SMS leaves the bill as it is: the creator sees the share and can send the link another way.
 */
export async function textShareLink(deps: Pick<AppDeps, 'notifier'>, share: InvitedShare, origin: string): Promise<void> {
  const text =
    `GhanaPay: ${share.creatorName} split "${share.description}" with you. Your share is ${formatCedis(share.amount)}. ` +
    `Pay it with mobile money, no app needed: ${paymentLinkUrl(origin, share.code)}`;
  await deps.notifier.send({ channel: 'sms', to: share.phoneNumber, text }).catch(() => undefined);
}
