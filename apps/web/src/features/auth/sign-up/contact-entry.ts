import { t } from '@lingui/core/macro';
import { normalizeGhanaPhone } from '@ghanapay/validators';

export type ContactChannel = 'phone' | 'email';

/** The contact a code went to in step 1, carried through the later steps. */
export interface Contact {
  channel: ContactChannel;
  value: string;
  resendAfterSeconds: number;
}

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Step 1 of sign-up, with the spec's messages; null when the entry may be sent. */
export function contactEntryError(channel: ContactChannel, raw: string): string | null {
  const value = raw.trim();
  if (channel === 'phone') {
    if (!value) return t`Please enter a phone number`;
    const compact = value.replace(/\s/g, '');
    if (compact.length < 10 || compact.length > 13 || !normalizeGhanaPhone(compact)) {
      return t`Please enter a valid Ghana phone number`;
    }
    return null;
  }
  if (!value) return t`Please enter an email address`;
  return SIMPLE_EMAIL.test(value) ? null : t`Please enter a valid email address`;
}

/** The toast title for an empty entry ("Phone Required" / "Email Required"). */
export function emptyContactTitle(channel: ContactChannel): string {
  return channel === 'phone' ? t`Phone Required` : t`Email Required`;
}
