import { maskEmailAddress, maskGhanaPhone } from '@ghanapay/validators';

/**
 * A person's phone and email are theirs to give. Another user sees them in full only when they typed
 * that exact phone or email themselves (they already have it); paying someone, being their friend or
 * saving them as a contact reveals nothing more. Everyone else gets a masked form that tells two
 * "Kwame Mensah"s apart: "024 ••• ••01" and "k•••@example.com".
 */
export interface Disclosure {
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

export function discloseContact(user: { phoneNumber: string | null; email: string | null }, disclosure: Disclosure): ContactFields {
  const phone = user.phoneNumber;
  const email = user.email;
  return {
    phoneNumber: phone && disclosure.typedPhone ? phone : null,
    email: email && disclosure.typedEmail ? email : null,
    phoneHint: phone ? maskGhanaPhone(phone) : null,
    emailHint: email ? maskEmailAddress(email) : null,
  };
}
