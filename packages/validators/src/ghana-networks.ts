/**
 * The mobile networks' number ranges in Ghana, in one table: a number outside them (a landline such
 * as 030…, or an unused range such as 011…) can never receive an SMS code or a held payment.
 */
export type GhanaMobileNetwork = 'MTN' | 'TELECEL' | 'AIRTELTIGO';

export const GHANA_MOBILE_PREFIXES: Readonly<Record<string, GhanaMobileNetwork>> = {
  '024': 'MTN',
  '025': 'MTN',
  '053': 'MTN',
  '054': 'MTN',
  '055': 'MTN',
  '059': 'MTN',
  '020': 'TELECEL',
  '050': 'TELECEL',
  '026': 'AIRTELTIGO',
  '027': 'AIRTELTIGO',
  '056': 'AIRTELTIGO',
  '057': 'AIRTELTIGO',
};

/** The network of a number in any spelling normalizeGhanaPhone reads (local 024… or E.164 +23324…). */
export function ghanaNetworkOf(phone: string): GhanaMobileNetwork | null {
  const local = phone.replace(/[\s\-()]/g, '').replace(/^\+?233/, '0');
  return GHANA_MOBILE_PREFIXES[local.slice(0, 3)] ?? null;
}
