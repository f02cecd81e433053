import { z } from 'zod';

/** The database keeps at most 10 characters (code points, as PostgreSQL counts them). */
const EMOJI_MAX_CHARACTERS = 10;

// Pictographs, skin tones, flags (regional indicators), keycaps, ZWJ sequences and tag sequences.
const EMOJI_ONLY =
  /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|\u20e3|[#*0-9]|[\u{e0020}-\u{e007f}])+$/u;
const HAS_PICTURE = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;

/** A reaction is an emoji, not a way to post text past the comment rules. */
export function isEmoji(value: string): boolean {
  return EMOJI_ONLY.test(value) && HAS_PICTURE.test(value);
}

export function characterCount(value: string): number {
  return [...value].length;
}

export const zEmoji = z
  .string({ error: 'Please choose an emoji' })
  .trim()
  .min(1, 'Please choose an emoji')
  .refine((value) => characterCount(value) <= EMOJI_MAX_CHARACTERS, `Emoji must be at most ${EMOJI_MAX_CHARACTERS} characters`)
  .refine(isEmoji, 'Reactions must be an emoji');
