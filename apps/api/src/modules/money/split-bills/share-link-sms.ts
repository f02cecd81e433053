import { formatCedis } from '@ghanapay/money';
import { DEFAULT_LANGUAGE, type Language } from '@ghanapay/validators';
import { translate } from '../../../i18n/translate';
import type { AppDeps } from '../../../deps';
import type { RateLimitRule } from '../../rate-limits';
import { paymentLinkUrl } from '../payment-links/payment-link-service';
import type { InvitedShare } from './split-bill-service';

/** Numbers one person has texted a share link a day: a bill or two with friends, not a way to send SMS to strangers in bulk. */
export const SHARE_TEXTS_PER_USER: RateLimitRule = {
  name: 'split-share-sms',
  limit: 30,
  windowMs: 24 * 60 * 60_000,
  message: 'You have texted payment links to many numbers today. Try again in {minutes}.',
};

/**
 * Texts someone without a wallet the link to their share (after the bill committed). It names the
 * creator and the bill, which the creator chose to share with them, and nothing of the others.
 * A failed SMS leaves the bill as it is: the creator sees the share and can send the link another way.
 * Whoever has no wallet has no language of ours: the text is in the creator's, who knows them.
 */
export async function textShareLink(
  deps: Pick<AppDeps, 'notifier'>,
  share: InvitedShare,
  origin: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  const text = translate(language, 'sms.splitShare', {
    name: share.creatorName,
    bill: share.description,
    amount: formatCedis(share.amount),
    link: paymentLinkUrl(origin, share.code),
  });
  await deps.notifier.send({ channel: 'sms', to: share.phoneNumber, text }).catch(() => undefined);
}
