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

/**
 * Another person's name where anyone may read it (a receipt's public check): each word's first
 * letter, as an e-mail address keeps its first. "Kofi Mensah" → "K••• M•••".
 */
export function maskPersonName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return DOT.repeat(3);
  return words.map((word) => `${Array.from(word)[0]!.toUpperCase()}${DOT.repeat(3)}`).join(' ');
}
