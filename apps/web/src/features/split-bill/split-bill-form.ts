import { translateErrors } from '../../lib/translate-message';
import { t } from '@lingui/core/macro';
import { formatCedis, splitEvenly, toCedisString, type Pesewas } from '@ghanapay/money';
import { readAmountInput, SPLIT_BILL_MESSAGES, SPLIT_BILL_MIN_PARTICIPANTS } from '@ghanapay/validators/input';

export type SplitMethod = 'equal' | 'custom';

export interface SplitPerson {
  id: string;
  firstName: string;
  lastName: string;
  /** Null for a stranger found by their whole number (the search tells only the name). */
  username: string | null;
  email: string | null;
  profileImageUrl: string | null;
  isCreator: boolean;
  /** Someone added by number who has no wallet (E.164): texted a link to pay their share. */
  phoneNumber?: string | null;
}

export interface SplitBillFormState {
  description: string;
  total: string;
  method: SplitMethod;
  /** The creator first, always; then the people added, in order. */
  people: SplitPerson[];
  /** Custom mode: each person's typed amount, by id (cleared when the method changes). */
  amounts: Record<string, string>;
}

export interface SplitBillErrors {
  description?: string;
  total?: string;
  participants?: string;
}

const PESEWA_TOLERANCE = 1n;

const typedAmount = (text: string | undefined): Pesewas | null => {
  if (!text || text.trim() === '') return null;
  const reading = readAmountInput(text);
  return reading.ok ? reading.pesewas : /^0*\.?0*$/.test(text.trim()) ? 0n : null;
};

export function totalOf(state: SplitBillFormState): Pesewas | null {
  const reading = readAmountInput(state.total);
  return reading.ok ? reading.pesewas : null;
}

/**
 * Each person's share as the summary shows it (null: not known yet). Equal: the server's rule, the
 * odd pesewas to the first in order, the creator first. Custom: what was typed.
 */
export function previewShares(state: SplitBillFormState): (Pesewas | null)[] {
  const total = totalOf(state);
  if (state.method === 'equal') {
    if (total === null || state.people.length === 0) return state.people.map(() => null);
    return splitEvenly(total, state.people.length);
  }
  return state.people.map((p) => typedAmount(state.amounts[p.id]));
}

/** The sum of the custom amounts typed so far (blank counts as nothing). */
export function customSum(state: SplitBillFormState): Pesewas {
  return previewShares(state).reduce<Pesewas>((a, b) => a + (b ?? 0n), 0n);
}

export type SplitBillCheck =
  { ok: true; body: SplitBillBody } | { ok: false; errors: SplitBillErrors; mismatch?: { sum: Pesewas; total: Pesewas } };

interface SplitBillBody {
  description: string;
  totalAmount: string;
  splitMethod: SplitMethod;
  participants: (({ userId: string } | { phoneNumber: string }) & { name: string; email: string | null; amount: string })[];
}

/** The document's checks, in its order, with its messages; the body the API takes when they pass. */
export function checkSplitBill(state: SplitBillFormState): SplitBillCheck {
  const errors: SplitBillErrors = {};
  if (state.description.trim() === '') errors.description = SPLIT_BILL_MESSAGES.descriptionRequired;
  const totalReading = readAmountInput(state.total);
  if (!totalReading.ok) {
    errors.total = state.total.trim() === '' ? SPLIT_BILL_MESSAGES.totalRequired : SPLIT_BILL_MESSAGES.totalInvalid;
  }
  if (state.people.length < SPLIT_BILL_MIN_PARTICIPANTS) errors.participants = SPLIT_BILL_MESSAGES.participantsMin;
  else if (state.method === 'custom' && state.people.some((p) => !p.isCreator && !typedAmount(state.amounts[p.id]))) {
    errors.participants = t`Please enter an amount for every participant`;
  }
  if (Object.keys(errors).length > 0 || !totalReading.ok) return { ok: false, errors: translateErrors(errors) };
  const total = totalReading.pesewas;
  const shares = previewShares(state);
  if (state.method === 'custom') {
    const sum = customSum(state);
    const gap = sum > total ? sum - total : total - sum;
    if (gap > PESEWA_TOLERANCE) return { ok: false, errors, mismatch: { sum, total } };
  } else if (shares.some((s) => s === null || s <= 0n)) {
    return { ok: false, errors: { total: t`The total is too small to split among ${state.people.length} people` } };
  }
  return {
    ok: true,
    body: {
      description: state.description.trim(),
      totalAmount: totalReading.wire,
      splitMethod: state.method,
      participants: state.people.map((p, i) => ({
        ...(p.phoneNumber ? { phoneNumber: p.phoneNumber } : { userId: p.id }),
        name: `${p.firstName} ${p.lastName}`.trim(),
        email: p.email,
        amount: toCedisString(shares[i] ?? 0n),
      })),
    },
  };
}

export function mismatchText(mismatch: { sum: Pesewas; total: Pesewas }): string {
  return t`The amounts add up to ${formatCedis(mismatch.sum)}, but the total is ${formatCedis(mismatch.total)}.`;
}
