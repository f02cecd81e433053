import { formatCedis, splitEvenly, type Pesewas } from '@ghanapay/money';
import { SPLIT_BILL_MESSAGES } from '@ghanapay/validators';
import { AppError } from '../../../errors';

export type SplitMethod = 'equal' | 'custom';

/** The spec's tolerance: custom amounts may differ from the total by at most ₵0.01. */
const CUSTOM_TOLERANCE: Pesewas = 1n;

export interface ShareInput {
  /** Null for someone asked by phone (no wallet). */
  userId: string | null;
  /** The amount the creator typed (custom); ignored by the equal split. */
  amount: Pesewas | undefined;
}

/**
 * Each participant's share, in the given order (the creator first), adding up to `total` exactly.
 * - equal: floor(total / n) each, and the remainder's pesewas one each to the first participants in
 *   order — the creator first, then the others as they were added (₵100.00 / 3 → 33.34 for the
 *   creator, 33.33, 33.33). So the creator, who gets no request, absorbs the odd pesewas.
 * - custom: the amounts as typed; when they miss the total by ₵0.01 (the tolerance), the creator's
 *   own share takes the difference, so the requests collect exactly the rest. Should that make the
 *   creator's share negative (₵0.00 typed for themselves, the others ₵0.01 over), the pesewa comes off
 *   the largest other share (the first of equals).
 * Everyone but the creator is sent a request, so each of their shares must be above ₵0.00.
 */
export function computeShares(total: Pesewas, method: SplitMethod, participants: readonly ShareInput[]): Pesewas[] {
  if (method === 'equal') {
    const shares = splitEvenly(total, participants.length);
    if (shares.some((share) => share <= 0n)) {
      throw new AppError('VALIDATION_FAILED', `The total is too small to split among ${participants.length} people`);
    }
    return shares;
  }
  if (participants.slice(1).some((p) => p.amount === undefined)) {
    throw new AppError('VALIDATION_FAILED', 'Please enter an amount for every participant');
  }
  const shares = participants.map((p) => p.amount ?? 0n);
  const sum = shares.reduce((a, b) => a + b, 0n);
  const difference = total - sum;
  if (difference > CUSTOM_TOLERANCE || difference < -CUSTOM_TOLERANCE) {
    throw new AppError(
      'VALIDATION_FAILED',
      `${SPLIT_BILL_MESSAGES.amountMismatch}: the amounts add up to ${formatCedis(sum)}, not ${formatCedis(total)}`,
    );
  }
  shares[0] = shares[0]! + difference;
  if (shares[0] < 0n) {
    let largest = 1;
    for (let i = 2; i < shares.length; i++) if (shares[i]! > shares[largest]!) largest = i;
    shares[largest] = shares[largest]! + shares[0];
    shares[0] = 0n;
  }
  if (shares.slice(1).some((share) => share <= 0n)) {
    throw new AppError('VALIDATION_FAILED', 'Every participant other than you must be asked for more than ₵0.00');
  }
  return shares;
}
