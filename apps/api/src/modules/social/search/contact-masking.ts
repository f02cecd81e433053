import { formatGhanaPhoneLocal } from '@ghanapay/validators';

/**
 * A stranger's phone and email are theirs to give. Search shows them in full only to people who
 * already have them: friends, saved contacts, people they have paid or been paid by, and whoever
 * typed that exact phone or email. Everyone else gets a hint that tells two "Kwame Mensah"s apart
 * (the network prefix and the last two digits; the first letter and domain of an email).
 */
export interface Disclosure {
  /** Friend, saved contact or completed payment either way. */
  related: boolean;
  /** The search text was this user's whole phone number or email. */
  typedPhone: boolean;
  typedEmail: boolean;
}

export interface ContactFields {
  phoneNumber: string | null;
  email: string | null;
  phoneHint: string | null;
  emailHint: string | null;
}

const DOT = '•';

export function maskPhone(e164: string): string {
  const local = formatGhanaPhoneLocal(e164).replace(/\s/g, '');
  return `${local.slice(0, 3)}${DOT.repeat(Math.max(local.length - 5, 0))}${local.slice(-2)}`;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return DOT.repeat(3);
  return `${email[0]}${DOT.repeat(3)}${email.slice(at)}`;
}

export function discloseContact(user: { phoneNumber: string | null; email: string | null }, disclosure: Disclosure): ContactFields {
  const phone = user.phoneNumber;
  const email = user.email;
  return {
    phoneNumber: phone && (disclosure.related || disclosure.typedPhone) ? phone : null,
    email: email && (disclosure.related || disclosure.typedEmail) ? email : null,
    phoneHint: phone ? maskPhone(phone) : null,
    emailHint: email ? maskEmail(email) : null,
  };
}
