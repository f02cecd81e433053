import { zUsername } from '@ghanapay/validators';
import { QrError } from './qr-error';

/**
 * GhanaPay's person code: `ghanapay:pay?u=<username>`. It is not an EMVCo payload on purpose:
 * paying a person is not a merchant payment, other networks' apps should not offer to pay it as one,
 * and a URI stays readable to a person and short enough for a small, easily scanned QR code.
 * Usernames are 5–30 letters, digits and underscores (zUsername), so they need no escaping.
 */
const PERSON_CODE = /^ghanapay:pay\?(.*)$/is;

export function generatePersonQr(username: string): string {
  const parsed = zUsername.safeParse(username);
  if (!parsed.success) throw new QrError('INVALID_INPUT', parsed.error.issues[0]!.message);
  return `ghanapay:pay?u=${parsed.data}`;
}

export function isPersonCode(payload: string): boolean {
  return /^ghanapay:/i.test(payload);
}

export function parsePersonQr(payload: string): { kind: 'person'; username: string } {
  const query = PERSON_CODE.exec(payload)?.[1];
  const username = query === undefined ? undefined : new URLSearchParams(query).get('u');
  const parsed = zUsername.safeParse(username);
  if (!parsed.success) {
    throw new QrError('INVALID_PERSON_CODE', 'This GhanaPay code does not name a valid person to pay');
  }
  return { kind: 'person', username: parsed.data };
}
