import type { Database } from '@ghanapay/db';
import { ensureWalletAccount, isLedgerError, journalOfTransaction, reverseJournal, systemAccount, transfer } from '@ghanapay/ledger';
import type { AppDeps } from '../../../deps';
import { JOURNAL_KINDS } from '../money-movements';
import { lockHeldPaymentsFor, lockOneOverdueHeldPayment, updateTransaction } from '../transaction-repository';

export interface ClaimHeldPaymentsInput {
  userId: string;
  /**
   * Only contact details the person has PROVED (a verified phone in E.164, a verified lower-case
   * email): whoever controls them receives the money. Pass null for an unverified one.
   */
  phone: string | null;
  email: string | null;
  now?: Date;
}

/**
 * Hands a new user the payments that were waiting for their phone number or email: each moves from
 * the held account to their wallet and its transaction becomes completed, with recipient_id set.
 * Call it right after sign-up (and whenever a user verifies another phone or email). Safe to call
 * again, and against the return job: every waiting row is locked first, in id order, and only
 * still-pending rows are claimed. Runs in the given transaction, or in one of its own.
 */
export async function claimHeldPayments(
  db: Database | Database,
  input: ClaimHeldPaymentsInput,
): Promise<{ claimedTransactionIds: number[] }> {
  const run = async (trx: Database) => {
    const waiting = await lockHeldPaymentsFor(trx, { phone: input.phone, email: input.email });
    if (waiting.length === 0) return { claimedTransactionIds: [] };
    const now = input.now ?? new Date();
    const held = await systemAccount(trx, 'held');
    const wallet = await ensureWalletAccount(trx, input.userId);
    const claimed: number[] = [];
    for (const payment of waiting) {
      // A user's own payment to their new number stays where it is: sending to oneself is refused.
      if (payment.senderId === input.userId) continue;
      try {
        await transfer(trx, {
          from: held,
          to: wallet,
          amountPesewas: BigInt(payment.amountPesewas),
          kind: JOURNAL_KINDS.claim,
          transactionId: payment.id,
        });
      } catch (error) {
        // Above the new wallet's balance limit: the payment stays held (the ledger wrote nothing) and
        // goes back to its sender when it expires, as an unclaimed one does.
        if (isLedgerError(error, 'LIMIT_EXCEEDED')) continue;
        throw error;
      }
      await updateTransaction(trx, payment.id, {
        status: 'completed',
        recipientId: input.userId,
        completedAt: now,
        updatedAt: now,
        heldUntil: null,
      });
      claimed.push(Number(payment.id));
    }
    return { claimedTransactionIds: claimed };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/**
 * The queue's job: held payments nobody claimed by their held_until go back to the sender (the
 * hold journal is reversed) and become `reversed`. One transaction per payment, skipping rows a
 * claim is working on. Returns how many went back.
 */
export async function returnUnclaimedHeldPayments(deps: Pick<AppDeps, 'db' | 'now'>, options: { max?: number } = {}): Promise<number> {
  const max = options.max ?? 1_000;
  let returned = 0;
  while (returned < max) {
    const done = await deps.db.transaction().execute(async (trx) => {
      const now = deps.now();
      const payment = await lockOneOverdueHeldPayment(trx, now);
      if (!payment) return false;
      const journalId = await journalOfTransaction(trx, payment.id, JOURNAL_KINDS.hold);
      if (!journalId) throw new Error(`Held payment ${payment.id} has no hold journal`);
      await reverseJournal(trx, journalId, { kind: JOURNAL_KINDS.returnHeld, description: 'Unclaimed payment returned to the sender' });
      await updateTransaction(trx, payment.id, { status: 'reversed', updatedAt: now, heldUntil: null });
      return true;
    });
    if (!done) break;
    returned += 1;
  }
  return returned;
}
