import type { Language } from '@ghanapay/validators';
import type { AppError, AppErrorCode } from '../../../errors';
import { translate, type MessageKey } from '../../../i18n/translate';
import { gsmText } from './ussd-screens';

/** A service's refusal by its kind, in a language other than English (ussd.error.*). */
const ERROR_KEYS: Partial<Record<AppErrorCode, MessageKey>> = {
  INSUFFICIENT_FUNDS: 'ussd.error.insufficientFunds',
  LIMIT_EXCEEDED: 'ussd.error.limit',
  WALLET_FROZEN: 'ussd.error.frozen',
  ACCOUNT_CLOSED: 'ussd.error.closed',
  NOT_FOUND: 'ussd.error.notFound',
  PROVIDER_UNAVAILABLE: 'ussd.error.unavailable',
  RATE_LIMITED: 'ussd.error.busy',
  IDEMPOTENCY_IN_FLIGHT: 'ussd.error.busy',
};

/**
 * What a USSD screen says when a service refuses (a send, a bill, a merchant, a complaint). In English
 * the service's own message, as the web shows it ("Insufficient balance"); in another language the
 * catalog's text for its kind (its code): the services' messages are the API's and stay English.
 */
export function ussdErrorText(language: Language, error: AppError): string {
  if (language === 'en') return gsmText(error.message);
  return translate(language, ERROR_KEYS[error.code] ?? 'ussd.error.other');
}
