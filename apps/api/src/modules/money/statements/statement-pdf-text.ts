import type { PDFFont } from 'pdf-lib';

/** Letters of Ghanaian languages that the standard fonts lack, spelt as their nearest Latin letter. */
const LOOKALIKES: Readonly<Record<string, string>> = { Ɛ: 'E', ɛ: 'e', Ɔ: 'O', ɔ: 'o', Ŋ: 'N', ŋ: 'n', '₵': 'GHS ', '−': '-' };

const drawableSets = new WeakMap<PDFFont, Set<number>>();

function drawableOf(font: PDFFont): Set<number> {
  let set = drawableSets.get(font);
  if (!set) drawableSets.set(font, (set = new Set(font.getCharacterSet())));
  return set;
}

/**
 * Text the font can draw: the standard fonts encode only WinAnsi, and pdf-lib throws on anything
 * else (a name in another script, an emoji). Accents come off first ("Adjoá" stays readable); what
 * still cannot be drawn becomes "?". Line breaks and tabs become spaces.
 */
export function drawableText(text: string, font: PDFFont): string {
  const drawable = drawableOf(font);
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    if (drawable.has(char.codePointAt(0)!)) out += char;
    else if (LOOKALIKES[char]) out += LOOKALIKES[char];
    else {
      const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
      out += base !== '' && [...base].every((c) => drawable.has(c.codePointAt(0)!)) ? base : '?';
    }
  }
  return out;
}

/**
 * The first line of `text` no wider than `width` at `size`, broken at a space (a word wider than the
 * line is cut), and the text left over.
 */
export function takeLine(text: string, font: PDFFont, size: number, width: number): [line: string, rest: string] {
  const trimmed = text.trim();
  const cut = longestFit(trimmed.length, (n) => font.widthOfTextAtSize(trimmed.slice(0, n), size) <= width);
  if (cut === trimmed.length) return [trimmed, ''];
  const space = trimmed.lastIndexOf(' ', cut);
  const end = space > 0 ? space : Math.max(cut, 1);
  return [trimmed.slice(0, end).trimEnd(), trimmed.slice(end).trimStart()];
}

/** `text` on one line no wider than `width`, ending with "…" when it had to be shortened. */
export function fitLine(text: string, font: PDFFont, size: number, width: number): string {
  const trimmed = text.trim();
  if (font.widthOfTextAtSize(trimmed, size) <= width) return trimmed;
  const cut = longestFit(trimmed.length, (n) => font.widthOfTextAtSize(`${trimmed.slice(0, n).trimEnd()}…`, size) <= width);
  return `${trimmed.slice(0, cut).trimEnd()}…`;
}

/** The largest n in 0…max for which `fits(n)` holds (fits is monotonic: a longer prefix is never narrower). */
function longestFit(max: number, fits: (n: number) => boolean): number {
  let low = 0;
  let high = max;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  return low;
}
