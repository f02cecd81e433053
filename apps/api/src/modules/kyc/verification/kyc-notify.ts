import type { AppDeps } from '../../../deps';
import { noticeText } from '../../../i18n/translate';
import { notifyUser } from '../../notify';

/** Tells the person the outcome through their chosen channels (best effort). */
export async function notifyOfDecision(deps: AppDeps, userId: string, verified: boolean, reason: string | null): Promise<void> {
  const notice = verified
    ? noticeText('email.identityVerified', 'sms.identityVerified')
    : noticeText('email.identityRejected', 'sms.identityRejected', { reason: reason ? `: ${reason}` : '' });
  await notifyUser(deps, userId, 'security', notice).catch(() => {});
}
