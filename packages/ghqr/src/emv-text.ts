import { z } from 'zod';

// Twi, Ga and Ewe letters that have no decomposition into an ASCII letter plus a mark.
const LETTERS: Record<string, string> = { ɛ: 'e', Ɛ: 'E', ɔ: 'o', Ɔ: 'O', ŋ: 'n', Ŋ: 'N', ƒ: 'f', Ƒ: 'F', ʋ: 'v', Ʋ: 'V' };

/**
 * EMVCo MPM §4.3: names, cities and labels are "ans", the printable ASCII set (0x20–0x7E); text in
 * another script belongs in the language template (ID 64). So "Adwoa's Kɔkɔɔ Café" is written
 * "Adwoa's Kokoo Cafe": accents are dropped and the Ghanaian letters mapped to their Latin base.
 */
export function toEmvCharacters(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ɛƐɔƆŋŊƒƑʋƲ]/g, (letter) => LETTERS[letter]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A zod schema for one "ans" field of at most `max` characters, normalised as above. */
export function zEmvText(label: string, max: number) {
  return z
    .string()
    .transform(toEmvCharacters)
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(max, `${label} must be at most ${max} characters`)
        .regex(/^[\x20-\x7E]+$/, `${label} can only use Latin letters, digits and common punctuation`),
    );
}
