import type { TransactionStatus } from '../transaction-dto';

/**
 * Every status change a transaction may make, and who makes it:
 * - the sender, after a fraud warning: blocked → pending (proceed; the transfer runs at once, so the
 *   row ends completed, or pending in the held account) and blocked → cancelled;
 * - the system: pending → completed (a held payment claimed on sign-up), pending → reversed (a
 *   held payment returned to the sender unclaimed), completed → reversed (a wrong send reversed, or
 *   returned by its recipient: reversals/).
 * Nothing else: failed, cancelled and reversed are final.
 */
const ALLOWED_TRANSITIONS: Readonly<Record<TransactionStatus, readonly TransactionStatus[]>> = {
  blocked: ['pending', 'cancelled'],
  pending: ['completed', 'reversed'],
  completed: ['reversed'],
  failed: [],
  cancelled: [],
  reversed: [],
};

export function canTransition(from: TransactionStatus, to: TransactionStatus): boolean {
  return ALLOWED_TRANSITIONS[from]?.includes(to) ?? false;
}

export type SenderStatusChange = { action: 'proceed' } | { action: 'cancel' } | { action: 'refuse'; message: string };

/** What a sender's PATCH .../status asks for, judged against the transaction's current status. */
export function planSenderStatusChange(current: TransactionStatus, requested: TransactionStatus): SenderStatusChange {
  if (requested !== 'pending' && requested !== 'cancelled') {
    return { action: 'refuse', message: 'A transaction can only be set to pending (to proceed after a fraud warning) or cancelled' };
  }
  if (current !== 'blocked') {
    return {
      action: 'refuse',
      message: `Only a blocked transaction can be ${requested === 'pending' ? 'proceeded with' : 'cancelled'}; this one is ${current}`,
    };
  }
  return requested === 'pending' ? { action: 'proceed' } : { action: 'cancel' };
}
