import { APP_NAME } from '@ghanapay/validators';
import type { AppDeps } from '../../../deps';
import { notifyUser } from '../../notify';

/** Tells the person the outcome through their chosen channels (best effort). */
export async function notifyOfDecision(deps: AppDeps, userId: string, verified: boolean, reason: string | null): Promise<void> {
  const text = verified
    ? `${APP_NAME}: your identity is verified. Your higher transaction limits apply now.`
    : `${APP_NAME}: we could not verify your identity${reason ? `: ${reason}` : ''}. You can submit your documents again in the app.`;
  await notifyUser(deps, userId, 'security', { subject: verified ? 'Identity verified' : 'Identity verification failed', text }).catch(
    () => {},
  );
}
