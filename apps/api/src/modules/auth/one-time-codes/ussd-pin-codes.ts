import { DEFAULT_LANGUAGE, type Language } from '@ghanapay/validators';
import { translate } from '../../../i18n/translate';
import type { AppDeps } from '../../../deps';
import { attemptCode, deliverNewCode, secondsUntilResend } from './one-time-code-service';

/**
 * A feature phone's first USSD PIN is set after a one-time code sent by SMS to the dialling number
 * (the same codes as sign-up: 6 digits, 10 minutes, 5 tries, HMAC-stored). A code asked for again
 * within the resend window is not sent twice: the one already sent still works.
 */
export async function sendUssdPinCode(deps: AppDeps, phone: string, language: Language = DEFAULT_LANGUAGE): Promise<void> {
  const binding = { purpose: 'ussd_pin' as const, identifier: phone };
  if ((await secondsUntilResend(deps, binding)) > 0) return;
  await deliverNewCode(deps, {
    binding,
    channel: 'sms',
    ip: 'ussd',
    subject: translate(language, 'code.ussdPinSubject'),
    compose: (code) => translate(language, 'code.ussdPin', { code }),
  });
}

/** True when the code is the newest one sent to this phone for a USSD PIN (and it is then used up). */
export async function checkUssdPinCode(deps: AppDeps, phone: string, code: string): Promise<'accepted' | 'wrong' | 'spent'> {
  const outcome = await attemptCode(deps, { purpose: 'ussd_pin', identifier: phone }, code);
  if (outcome.outcome === 'accepted') return 'accepted';
  return outcome.outcome === 'wrong' && outcome.attemptsLeft > 0 ? 'wrong' : 'spent';
}
