import { formatGhanaPhoneLocal } from './format';

const DOT = '•';

/**
 * How another user's contact details are shown: enough to tell two people of the same name apart,
 * not enough to call or mail them. "+233241000001" → "024 ••• ••01".
 */
export function maskGhanaPhone(e164: string): string {
  const local = formatGhanaPhoneLocal(e164).replace(/\s/g, '');
  return `${local.slice(0, 3)} ${DOT.repeat(3)} ${DOT.repeat(2)}${local.slice(-2)}`;
}

/** "kofi.boateng@example.com" → "k•••@example.com". */
export function maskEmailAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return DOT.repeat(3);
  return `${email[0]}${DOT.repeat(3)}${email.slice(at)}`;
}
