import { isCedisAmount, MAX_TRANSACTION_MESSAGE, MAX_TRANSACTION_PESEWAS, parseCedis, toCedisString, type Pesewas } from '@ghanapay/money';

export const AMOUNT_MESSAGES = {
  required: 'Amount is required',
  positive: 'Amount must be a positive number',
} as const;

/** Whole cedis beyond 12 digits are more than any wallet holds (and than parseCedis reads). */
const MAX_WHOLE_DIGITS = 12;

/**
 * What the amount field keeps of each keystroke: digits and one decimal point, at most 2 decimals
 * (the spec's step 0.01). "1,000.5" typed or pasted becomes "1000.5"; ".5" becomes "0.5".
 */
export function sanitizeAmountInput(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  let whole = dot === -1 ? cleaned : cleaned.slice(0, dot);
  const fraction = dot === -1 ? null : cleaned.slice(dot + 1).replace(/\./g, '').slice(0, 2);
  whole = whole.replace(/^0+(?=\d)/, '').slice(0, MAX_WHOLE_DIGITS);
  if (fraction === null) return whole;
  return `${whole || '0'}.${fraction}`;
}

export type AmountReading = { ok: true; pesewas: Pesewas; wire: string } | { ok: false; message: string };

/** Reads the field's text as pesewas (never through a float) with the spec's messages. */
export function readAmountInput(text: string): AmountReading {
  const trimmed = text.trim().replace(/\.$/, '');
  if (trimmed === '') return { ok: false, message: AMOUNT_MESSAGES.required };
  if (!isCedisAmount(trimmed)) return { ok: false, message: AMOUNT_MESSAGES.positive };
  const pesewas = parseCedis(trimmed);
  if (pesewas <= 0n) return { ok: false, message: AMOUNT_MESSAGES.positive };
  if (pesewas > MAX_TRANSACTION_PESEWAS) return { ok: false, message: MAX_TRANSACTION_MESSAGE };
  return { ok: true, pesewas, wire: toCedisString(pesewas) };
}

/** The amount when the field holds a valid one, else null (for button labels and summaries). */
export function amountOrNull(text: string): Pesewas | null {
  const reading = readAmountInput(text);
  return reading.ok ? reading.pesewas : null;
}
