import { MAX_TRANSACTION_MESSAGE, MAX_TRANSACTION_PESEWAS, parseCedis, toCedisString, type Pesewas } from '@ghanapay/money';

// Reading amounts with no validation library behind it: the web's amount fields import these from
// '@ghanapay/validators/input' without loading zod (the server's zAmount in amount.ts uses the same rules).

/** The spec's amount messages, shared by the server's schemas and the amount fields. */
export const AMOUNT_MESSAGES = {
  required: 'Amount is required',
  positive: 'Amount must be a positive number',
  decimals: 'Amount can have at most 2 decimal places',
  tooLarge: 'Amount is too large',
} as const;

/** The spec's message when a send names no recipient. */
export const RECIPIENT_REQUIRED_MESSAGE = 'Please provide a phone number, email, or username';

/** Whole cedis beyond this are refused (parseCedis reads at most 12 digits). */
const MAX_WHOLE_DIGITS = 12;

export type AmountCheck = { ok: true; pesewas: Pesewas } | { ok: false; message: string };

/**
 * Checks a wire amount ("12.50") and returns the first rule it breaks, or its pesewas. A string is
 * required: a JSON number has already been through a float, so it is refused rather than guessed at.
 */
export function readAmount(value: unknown): AmountCheck {
  if (value === undefined || value === null) return { ok: false, message: AMOUNT_MESSAGES.required };
  if (typeof value !== 'string') return { ok: false, message: AMOUNT_MESSAGES.positive };
  const text = value.trim();
  if (text === '') return { ok: false, message: AMOUNT_MESSAGES.required };
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return { ok: false, message: AMOUNT_MESSAGES.positive };
  if ((match[2] ?? '').length > 2) return { ok: false, message: AMOUNT_MESSAGES.decimals };
  if (match[1]!.replace(/^0+(?=\d)/, '').length > MAX_WHOLE_DIGITS) return { ok: false, message: AMOUNT_MESSAGES.tooLarge };
  const pesewas = parseCedis(text.replace(/^0+(?=\d)/, ''));
  if (pesewas <= 0n) return { ok: false, message: AMOUNT_MESSAGES.positive };
  // Every money path reads its amount here, so one ceiling holds for sends, requests and transfers.
  if (pesewas > MAX_TRANSACTION_PESEWAS) return { ok: false, message: MAX_TRANSACTION_MESSAGE };
  return { ok: true, pesewas };
}

/**
 * What an amount field keeps of each keystroke: digits and one decimal point, at most 2 decimals
 * (the spec's step 0.01). "1,000.5" typed or pasted becomes "1000.5"; ".5" becomes "0.5".
 */
export function sanitizeAmountInput(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  let whole = dot === -1 ? cleaned : cleaned.slice(0, dot);
  const fraction =
    dot === -1
      ? null
      : cleaned
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, 2);
  whole = whole.replace(/^0+(?=\d)/, '').slice(0, MAX_WHOLE_DIGITS);
  if (fraction === null) return whole;
  return `${whole || '0'}.${fraction}`;
}

export type AmountReading = { ok: true; pesewas: Pesewas; wire: string } | { ok: false; message: string };

/** Reads a field's text (a trailing "." allowed while typing) by the server's rule, with its wire string. */
export function readAmountInput(text: string): AmountReading {
  const result = readAmount(text.trim().replace(/\.$/, ''));
  return result.ok ? { ...result, wire: toCedisString(result.pesewas) } : result;
}

/** The amount when the field holds a valid one, else null (for button labels and summaries). */
export function amountOrNull(text: string): Pesewas | null {
  const reading = readAmountInput(text);
  return reading.ok ? reading.pesewas : null;
}

/**
 * The decimal text of a JSON number as the client wrote it, for the document's clients that send
 * amounts as numbers: JavaScript prints a number as the shortest decimal that reads back to it, which
 * is the text sent for any amount of up to 15 significant digits ("12.5" → "12.5", 0.1 → "0.1"). No
 * arithmetic touches it; an exponent form (1e21, 1e-7) is refused.
 */
export function numberText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return /e/i.test(text) ? null : text;
}
