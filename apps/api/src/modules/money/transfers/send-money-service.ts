import type { Database } from '@ghanapay/db';
import { AppError } from '../../../errors';
import type { AppDeps } from '../../../deps';
import { raiseFraudAlert, scoreLoadedPayment } from '../fraud-alerts/fraud-assessment';
import { loadPaymentContext, lockSenderForScoring } from '../fraud-alerts/fraud-features-repository';
import { insufficientBalance, movePayment } from '../money-movements';
import { HELD_PAYMENT_TTL_MS } from '../money-policy';
import { fullName } from '../money-user-repository';
import { resolveRecipient, type RecipientQuery, type ResolvedRecipient } from './recipient-resolver';
import { toTransactionDto, type TransactionStatus, type TTransaction } from '../transaction-dto';
import { findTransactionRow, insertTransactionReturningRow } from '../transaction-repository';

export interface SendMoneyCommand {
  senderId: string;
  amountPesewas: bigint;
  recipient: RecipientQuery;
  message: string | null;
}

/**
 * Sends money, in the caller's transaction: resolves the recipient, scores the payment, writes the
 * transaction row and (unless blocked) moves the money through the ledger.
 * - allow: completed (or pending in the held account for someone without an account);
 * - alert: the same, plus a fraud alert for the sender;
 * - block: status blocked, nothing moves, a fraud alert; the sender may proceed or cancel.
 * A short balance throws INSUFFICIENT_FUNDS before anything is written.
 */
export async function sendMoney(trx: Database, deps: Pick<AppDeps, 'now'>, command: SendMoneyCommand): Promise<TTransaction> {
  await lockSenderForScoring(trx, command.senderId);
  const now = deps.now();
  const recipient = await resolveRecipient(trx, command.senderId, command.recipient);
  const key = recipientKey(recipient);
  // One round trip for the sender, their history, the recipient facts and both wallets: on a busy
  // machine every round trip costs a few milliseconds of scheduling (docs/performance.md).
  const context = await loadPaymentContext(trx, command.senderId, key, now);
  if (!context) throw new AppError('UNAUTHENTICATED', 'You are not signed in');
  const { sender } = context;
  // Refuse early: a payment the wallet cannot cover is neither scored nor recorded. The ledger
  // checks again under its lock, which is what makes concurrent sends safe.
  if (sender.balancePesewas < command.amountPesewas) throw insufficientBalance();

  const assessment = scoreLoadedPayment({
    sender,
    recipient: key,
    amountPesewas: command.amountPesewas,
    now,
    history: context.history,
    recipientHistory: context.recipientHistory,
  });
  const blocked = assessment.decision === 'block';
  const held = recipient.kind === 'unregistered';
  const status: TransactionStatus = blocked ? 'blocked' : held ? 'pending' : 'completed';

  const inserted = await insertTransactionReturningRow(trx, {
    senderId: command.senderId,
    recipientId: key.userId,
    // Only what the sender typed: the recipient's own phone and e-mail are never copied onto a payment.
    recipientPhone: recipient.kind === 'user' ? (command.recipient.phone ?? null) : recipient.phone,
    recipientEmail: recipient.kind === 'user' ? (command.recipient.email ?? null) : recipient.email,
    recipientUsername: recipient.kind === 'user' ? recipient.user.username : null,
    amountPesewas: command.amountPesewas.toString(),
    message: command.message,
    status,
    transactionType: 'send',
    fraudScore: assessment.score,
    fraudReasons: assessment.reasons,
    createdAt: now,
    updatedAt: now,
    completedAt: status === 'completed' ? now : null,
    heldUntil: status === 'pending' ? heldUntil(now) : null,
  });
  const transactionId = inserted.id;
  if (assessment.decision !== 'allow') {
    await raiseFraudAlert(trx, {
      assessment,
      senderId: command.senderId,
      recipientId: key.userId,
      recipientLabel: recipientLabel(recipient),
      transactionId,
      amountPesewas: command.amountPesewas,
      now,
    });
  }
  // The ledger posting comes last: it locks both wallets until commit, so the fewer statements
  // after it, the shorter a busy (hot) wallet keeps other payers waiting. A refusal here rolls
  // back the whole transaction, alert included.
  if (!blocked) {
    await movePayment(
      trx,
      { transactionId, senderId: command.senderId, recipientId: key.userId, amountPesewas: command.amountPesewas },
      { senderWallet: sender.walletAccountId, recipientWallet: context.recipientWalletAccountId },
    );
  }
  // The row as inserted plus the names already in hand: what findTransactionRow would read back
  // (nothing in this transaction changes the row after the insert), without another round trip
  // while the wallets are locked.
  return toTransactionDto(
    {
      ...inserted,
      senderFirstName: sender.firstName,
      senderLastName: sender.lastName,
      recipientFirstName: recipient.kind === 'user' ? recipient.user.firstName : null,
      recipientLastName: recipient.kind === 'user' ? recipient.user.lastName : null,
    },
    command.senderId,
  );
}

export function heldUntil(now: Date): Date {
  return new Date(now.getTime() + HELD_PAYMENT_TTL_MS);
}

export async function loadTransactionDto(db: Database, transactionId: string, viewerId: string): Promise<TTransaction> {
  const row = await findTransactionRow(db, transactionId);
  if (!row) throw new Error(`Transaction ${transactionId} vanished`);
  return toTransactionDto(row, viewerId);
}

function recipientKey(recipient: ResolvedRecipient) {
  return recipient.kind === 'user'
    ? { userId: recipient.user.id, phone: recipient.user.phoneNumber, email: recipient.user.email, createdAt: recipient.user.createdAt }
    : { userId: null, phone: recipient.phone, email: recipient.email, createdAt: null };
}

function recipientLabel(recipient: ResolvedRecipient): string {
  if (recipient.kind === 'user') return fullName(recipient.user);
  return recipient.phone ?? recipient.email ?? 'an unregistered recipient';
}
