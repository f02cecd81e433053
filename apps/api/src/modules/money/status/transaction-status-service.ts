import type { Database } from '@ghanapay/db';
import { AppError } from '../../../errors';
import type { AppDeps } from '../../../deps';
import { resolveAlertsOfTransaction } from '../fraud-alerts/fraud-alert-repository';
import { movePayment } from '../money-movements';
import { heldUntil, loadTransactionDto } from '../transfers/send-money-service';
import type { TransactionStatus, TTransaction } from '../transaction-dto';
import { lockTransaction, updateTransaction } from '../transaction-repository';
import { planSenderStatusChange } from './transaction-state-machine';

/**
 * The sender's decision about a blocked payment. Proceed runs the transfer now (the row ends
 * `completed`, or `pending` when the money waits in the held account); a short wallet throws
 * INSUFFICIENT_FUNDS and the payment stays blocked. Cancel moves nothing. Either way the payment's
 * fraud alerts count as resolved: the sender has answered them.
 * The row is locked first, so two decisions about one payment run one after the other.
 */
export async function changeTransactionStatus(
  trx: Database,
  deps: Pick<AppDeps, 'now'>,
  command: { userId: string; transactionId: number; status: TransactionStatus },
): Promise<TTransaction> {
  const id = String(command.transactionId);
  const tx = await lockTransaction(trx, id);
  if (!tx || (tx.senderId !== command.userId && !(tx.recipientId === command.userId && tx.status === 'completed'))) {
    throw new AppError('NOT_FOUND', 'Transaction not found');
  }
  if (tx.senderId !== command.userId) throw new AppError('FORBIDDEN', 'Only the sender can change the status of a transaction');

  const plan = planSenderStatusChange(tx.status as TransactionStatus, command.status);
  const now = deps.now();
  switch (plan.action) {
    case 'refuse':
      throw new AppError('INVALID_STATE', plan.message);
    case 'cancel':
      await updateTransaction(trx, id, { status: 'cancelled', updatedAt: now });
      break;
    case 'proceed': {
      await movePayment(trx, {
        transactionId: id,
        senderId: tx.senderId,
        recipientId: tx.recipientId,
        amountPesewas: BigInt(tx.amountPesewas),
      });
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
  return loadTransactionDto(trx, id, command.userId);
}
