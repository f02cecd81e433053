import type { AppDeps } from '../../../deps';
import { noticeText } from '../../../i18n/translate';
import { notifyUser } from '../../notify';

/** Tells the person the outcome through their chosen channels (best effort). */
export async function notifyOfDecision(deps: AppDeps, userId: string, verified: boolean, reason: string | null): Promise<void> {
  const text = verified ? noticeText('sms.identityVerified') : noticeText('sms.identityRejected', { reason: reason ? `: ${reason}` : '' });
  const subject = verified ? 'Identity verified' : 'Identity verification failed';
  await notifyUser(deps, userId, 'security', { subject, ...text }).catch(() => {});
}
