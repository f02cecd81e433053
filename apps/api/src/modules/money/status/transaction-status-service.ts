import type { Database } from '@ghanapay/db';
import { AppError } from '../../../errors';
import type { AppDeps } from '../../../deps';
import { resolveAlertsOfTransaction } from '../fraud-alerts/fraud-alert-repository';
import { JOURNAL_KINDS, movePayment } from '../money-movements';
import { assertWithinRecoveryCooldown } from '../cooldown/recovery-cooldown';
import { waitIfTheRulesAsk, type TWaiting, type TWaitingTransaction } from '../waiting-payments/waiting-payment-service';
import { heldUntil, loadTransactionDto } from '../transfers/send-money-service';
import type { TransactionStatus } from '../transaction-dto';
import { lockTransaction, updateTransaction } from '../transaction-repository';
import { planSenderStatusChange } from './transaction-state-machine';

/**
 * The sender's decision about a blocked payment. Proceed runs the transfer now (the row ends
 * `completed`, or `pending` when the money waits in the held account, or waits with `waiting` as a
 * send would: for the guardian, or before a large first payment); a short wallet throws
 * INSUFFICIENT_FUNDS and the payment stays blocked. Cancel moves nothing. Either way the payment's
 * fraud alerts count as resolved: the sender has answered them.
 * The row is locked first, so two decisions about one payment run one after the other.
 */
export async function changeTransactionStatus(
  trx: Database,
  deps: Pick<AppDeps, 'now'>,
  command: { userId: string; transactionId: number; status: TransactionStatus },
): Promise<TWaitingTransaction> {
  const id = String(command.transactionId);
  const tx = await lockTransaction(trx, id);
  if (!tx || (tx.senderId !== command.userId && !(tx.recipientId === command.userId && tx.status === 'completed'))) {
    throw new AppError('NOT_FOUND', 'Transaction not found');
  }
  if (tx.senderId !== command.userId) throw new AppError('FORBIDDEN', 'Only the sender can change the status of a transaction');

  const plan = planSenderStatusChange(tx.status as TransactionStatus, command.status);
  const now = deps.now();
  let waiting: TWaiting | null = null;
  switch (plan.action) {
    case 'refuse':
      throw new AppError('INVALID_STATE', plan.message);
    case 'cancel':
      await updateTransaction(trx, id, { status: 'cancelled', updatedAt: now });
      break;
    case 'proceed': {
      const amountPesewas = BigInt(tx.amountPesewas);
      // Proceeding is the payment leaving now: the protections a send meets apply as they would have
      // (the recovery cool-down's allowance, the guardian, the wait before a large first payment).
      await assertWithinRecoveryCooldown(trx, tx.senderId, amountPesewas, now, tx.recipientId ?? undefined);
      if (tx.recipientId) {
        waiting = await waitIfTheRulesAsk(trx, {
          transactionId: id,
          senderId: tx.senderId,
          recipientId: tx.recipientId,
          amountPesewas,
          journalKind: JOURNAL_KINDS.send,
          now,
        });
        if (waiting) break;
      }
      await movePayment(trx, { transactionId: id, senderId: tx.senderId, recipientId: tx.recipientId, amountPesewas });
      // blocked → pending, and on to completed at once when the recipient has an account.
      const next: TransactionStatus = tx.recipientId ? 'completed' : 'pending';
      await updateTransaction(trx, id, {
        status: next,
        updatedAt: now,
        completedAt: next === 'completed' ? now : null,
        heldUntil: next === 'pending' ? heldUntil(now) : null,
      });
      break;
    }
    default: {
      const unknown: never = plan;
      return unknown;
    }
  }
  await resolveAlertsOfTransaction(trx, id, now);
  const answer = await loadTransactionDto(trx, id, command.userId);
  return waiting ? { ...answer, waiting } : answer;
}
