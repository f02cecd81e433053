import type { MtnBasicUserInfo, MtnErrorBody } from './types';

/** MTN's MSISDN form: country code and number, no plus ("233241234567"). */
export function toMsisdn(e164: string): string {
  return e164.replace(/^\+/, '');
}

/** The account holder's name from basic user info: `name`, else given and family names. */
export function registeredNameOf(info: MtnBasicUserInfo): string | null {
  const name = info.name?.trim() || [info.given_name, info.family_name].filter(Boolean).join(' ').trim();
  return name || null;
}

/** A readable reason from an error body, for logs (never shown to a person as is). */
export function describeMtnError(httpStatus: number, body: unknown): string {
  const b = (body ?? {}) as MtnErrorBody;
  return [`HTTP ${httpStatus}`, b.code, b.message].filter(Boolean).join(' ');
}

/** MTN answers 404 (or a code such as ACCOUNTHOLDER_NOT_FOUND) for a number with no wallet. */
export function isNoSuchAccountHolder(httpStatus: number, body: unknown): boolean {
  const code = ((body ?? {}) as MtnErrorBody).code ?? '';
  return httpStatus === 404 || /NOT_FOUND|NOT_ACTIVE|PAYEE_NOT_FOUND/i.test(code);
}
