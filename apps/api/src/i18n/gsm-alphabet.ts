/**
 * The GSM 03.38 (3GPP TS 23.038) default alphabet: a message in it is sent 7 bits a character; any
 * other character (Twi's ɛ ɔ, Ewe's ɖ ƒ ŋ ɣ ʋ, Hausa's ɓ ɗ ƙ, French's ê ô ç, the cedi sign ₵)
 * switches the whole message to UCS-2, 16 bits a character.
 */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each costs an escape and the character, 2 septets. */
const EXTENDED = '\f^{}\\[~]|€';

const BASIC_SET = new Set(BASIC);
const EXTENDED_SET = new Set(EXTENDED);

export type Encoding = 'gsm7' | 'ucs2';

/** What a text costs in its encoding: septets in GSM-7, UTF-16 code units in UCS-2. */
export function measure(text: string): { encoding: Encoding; units: number } {
  let septets = 0;
  for (const char of text) {
    if (BASIC_SET.has(char)) septets += 1;
    else if (EXTENDED_SET.has(char)) septets += 2;
    else return { encoding: 'ucs2', units: text.length };
  }
  return { encoding: 'gsm7', units: septets };
}

export function isGsm7(char: string): boolean {
  return BASIC_SET.has(char) || EXTENDED_SET.has(char);
}
