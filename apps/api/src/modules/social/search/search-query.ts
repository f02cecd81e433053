import { normalizeGhanaPhone } from '@ghanapay/validators';

/** What the search box text asks for. LIKE patterns are escaped and carry their own wildcards. */
export type SearchQuery =
  | { kind: 'username'; pattern: string; exact: string }
  | { kind: 'email'; pattern: string; exact: string }
  | { kind: 'phone'; pattern: string; exact: string | null; usernamePattern: string }
  /** Name words; `trigram` when a word is long enough (3+) for the trigram index. */
  | { kind: 'name'; words: string[]; text: string; trigram: boolean }
  | { kind: 'nothing' };

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * "@kofi" → username prefix; "ama@ex" → email prefix (exact when complete); digits in any Ghana
 * spelling (0244…, +233 24 4…, 233244…, 244…) → phone prefix on the stored E.164 form (exact when
 * a whole number); anything else → name words.
 */
export function parseSearchQuery(input: string): SearchQuery {
  const text = input.trim().replace(/\s+/g, ' ').toLowerCase();
  if (text.startsWith('@')) {
    const username = text.slice(1).replace(/[^a-z0-9_]/g, '');
    return username ? { kind: 'username', pattern: `${escapeLike(username)}%`, exact: username } : { kind: 'nothing' };
  }
  if (text.includes('@')) {
    const email = text.replace(/\s/g, '');
    return { kind: 'email', pattern: `${escapeLike(email)}%`, exact: email };
  }
  const compact = text.replace(/[\s\-().]/g, '');
  if (/^\+?\d+$/.test(compact)) return parsePhone(compact);
  const words = text.split(' ').filter(Boolean);
  if (words.length === 0) return { kind: 'nothing' };
  return { kind: 'name', words, text, trigram: words.some((w) => w.length >= 3) };
}

function parsePhone(compact: string): SearchQuery {
  const digits = compact.replace(/^\+/, '');
  const national = digits.startsWith('233') ? digits.slice(3) : digits.startsWith('0') ? digits.slice(1) : digits;
  return {
    kind: 'phone',
    pattern: `+233${national}%`,
    exact: normalizeGhanaPhone(compact),
    // A username may be all digits too.
    usernamePattern: `${digits}%`,
  };
}
