import { normalizeGhanaPhone, normalizeLoginId, type LoginIdKind } from '@ghanapay/validators';

export interface LoginLookup {
  kind: LoginIdKind;
  value: string;
}

/**
 * Turns what a person typed into the column and value to look up, or null when it cannot name an
 * account. Beyond the spec's guess: 233241234567 (no plus, no leading 0) is a phone number too,
 * and a leading "@" always means a username.
 */
export function toLoginLookup(loginId: string): LoginLookup | null {
  const value = loginId.trim();
  if (value.startsWith('@')) return normalizeLoginId(value, 'username');
  const guessed = normalizeLoginId(value);
  if (guessed?.kind === 'username' && normalizeGhanaPhone(value)) return { kind: 'phone', value: normalizeGhanaPhone(value)! };
  return guessed;
}
