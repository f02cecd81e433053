import { AMOUNT_MESSAGES, readAmount, type AmountCheck } from './amount-input';

/** The document's split-bill messages (section 5), shared by the form and the API. */
export const SPLIT_BILL_MESSAGES = {
  descriptionRequired: 'Description is required',
  totalRequired: 'Total amount is required',
  totalInvalid: 'Total amount must be a valid positive number',
  participantsMin: 'At least 2 participants are required',
  amountMismatch: 'Amount Mismatch',
} as const;

/** The creator included. */
export const SPLIT_BILL_MIN_PARTICIPANTS = 2;
export const SPLIT_BILL_DESCRIPTION_MAX = 100;

/** A bill's total, read like every amount, with the split bill's own words for the first two rules. */
export function readSplitTotal(value: unknown): AmountCheck {
  const result = readAmount(value);
  if (result.ok) return result;
  if (result.message === AMOUNT_MESSAGES.required) return { ok: false, message: SPLIT_BILL_MESSAGES.totalRequired };
  if (result.message === AMOUNT_MESSAGES.positive) return { ok: false, message: SPLIT_BILL_MESSAGES.totalInvalid };
  return result;
}
