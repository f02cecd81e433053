import { zUsername, APP_NAME } from '@ghanapay/validators';
import { emvChecksum } from './emv-checksum';
import { CHECKSUM_MISMATCH_MESSAGE, QrError } from './qr-error';

/**
 * Our person code: `ghanapay:pay?u=<username>&c=<checksum>`, e.g.
 * `ghanapay:pay?u=ama_owusu&c=9F3C`. It is not an EMVCo payload on purpose: paying a person is not a
 * merchant payment, and other networks' apps should not offer to pay it as one. Usernames are 5–30
 * letters, digits and underscores (zUsername), so they need no escaping. `c` is the same
 * CRC-16/CCITT-FALSE as EMVCo's ID 63, over the lower-cased text before "&c=": without it a cut-off
 * code ("u=kofi_" for "u=kofi_b") would name another valid user.
 */
const PERSON_CODE = /^(ghanapay:pay\?u=([^&]*))&c=([0-9A-F]{4})$/i;

export function generatePersonQr(username: string): string {
  const parsed = zUsername.safeParse(username);
  if (!parsed.success) throw new QrError('INVALID_INPUT', parsed.error.issues[0]!.message);
  const body = `ghanapay:pay?u=${parsed.data}`;
  return `${body}&c=${emvChecksum(body)}`;
}

export function isPersonCode(payload: string): boolean {
  return /^ghanapay:/i.test(payload);
}

export function parsePersonQr(payload: string): { kind: 'person'; username: string } {
  const match = PERSON_CODE.exec(payload);
  if (match && emvChecksum(match[1]!.toLowerCase()) !== match[3]!.toUpperCase()) {
    throw new QrError('CHECKSUM_MISMATCH', CHECKSUM_MISMATCH_MESSAGE);
  }
  const parsed = zUsername.safeParse(match?.[2]);
  if (!parsed.success) {
    throw new QrError('INVALID_PERSON_CODE', `This ${APP_NAME} code does not name a valid person to pay`);
  }
  return { kind: 'person', username: parsed.data };
}
