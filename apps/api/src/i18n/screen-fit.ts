import { isGsm7, measure, type Encoding } from './gsm-alphabet';

/**
 * A USSD string is at most 160 octets (3GPP TS 24.080, TS 23.038 §6.1.2.3): 182 characters packed
 * 7 bits each in the GSM alphabet, 80 in UCS-2 (2 octets each). docs/decisions.md "Languages".
 */
export const USSD_LIMITS: Record<Encoding, number> = { gsm7: 182, ucs2: 80 };
/** An SMS segment: 160 GSM-7 / 70 UCS-2 characters alone, 153 / 67 each when concatenated. */
const SMS_SEGMENT: Record<Encoding, { single: number; part: number }> = {
  gsm7: { single: 160, part: 153 },
  ucs2: { single: 70, part: 67 },
};

/** Letters of our languages outside the GSM alphabet, as people write them on phones without them. */
const GSM_SPELLING: Record<string, string> = {
  ɛ: 'e',
  Ɛ: 'E',
  ɔ: 'o',
  Ɔ: 'O',
  ŋ: 'ng',
  Ŋ: 'Ng',
  ɖ: 'd',
  Ɖ: 'D',
  ƒ: 'f',
  Ƒ: 'F',
  ɣ: 'g',
  Ɣ: 'G',
  ʋ: 'v',
  Ʋ: 'V',
  ƙ: 'k',
  Ƙ: 'K',
  ɗ: 'd',
  Ɗ: 'D',
  ɓ: 'b',
  Ɓ: 'B',
  ʼ: "'",
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
  '…': '...',
  '–': '-',
  '—': '-',
  '₵': 'GHS ',
  ç: 'c',
  œ: 'oe',
  Œ: 'OE',
  '\u00a0': ' ',
};

/** The text in the GSM alphabet: each other letter as it is written without it (ê → e, ɛ → e). */
export function toGsmSpelling(text: string): string {
  let out = '';
  for (const char of text) {
    if (isGsm7(char)) out += char;
    else if (GSM_SPELLING[char] !== undefined) out += GSM_SPELLING[char];
    else {
      // A letter with a mark the alphabet lacks (ê, ô, tones): its base letter.
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...base].every(isGsm7) ? base : '?';
    }
  }
  return out;
}

export interface FittedScreen {
  text: string;
  encoding: Encoding;
  /** Cut to the limit: something was lost (a name too long for any spelling). */
  truncated: boolean;
}

/**
 * A USSD screen within its limit, counted in its encoding: as written when it fits (GSM-7: 182,
 * UCS-2: 80); a UCS-2 screen too long for 80 in the GSM spelling of its letters (ɛ → e), 182 again;
 * only then cut.
 */
export function fitUssdScreen(text: string): FittedScreen {
  const own = measure(text);
  if (own.units <= USSD_LIMITS[own.encoding]) return { text, encoding: own.encoding, truncated: false };
  const gsm = own.encoding === 'gsm7' ? text : toGsmSpelling(text);
  if (measure(gsm).units <= USSD_LIMITS.gsm7) return { text: gsm, encoding: 'gsm7', truncated: false };
  return { text: cutToSeptets(gsm, USSD_LIMITS.gsm7), encoding: 'gsm7', truncated: true };
}

export function fitsOnUssdScreen(text: string): boolean {
  return !fitUssdScreen(text).truncated;
}

function cutToSeptets(text: string, limit: number): string {
  let out = '';
  for (const char of text) {
    if (measure(out + char).units > limit) break;
    out += char;
  }
  return out;
}

/** How many SMS segments a text is sent in, in its encoding. */
export function smsSegments(text: string): { encoding: Encoding; segments: number } {
  const { encoding, units } = measure(text);
  const { single, part } = SMS_SEGMENT[encoding];
  return { encoding, segments: units <= single ? 1 : Math.ceil(units / part) };
}
