import type { Database } from '@ghanapay/db';
import {
  ensureWalletAccount,
  isLedgerError,
  systemAccount,
  transfer,
  transferEntries,
  type LimitBreach,
  type PostedEntry,
} from '@ghanapay/ledger';
import { feeFor } from '@ghanapay/money';
import { AppError } from '../../errors';
import { limitError } from './limits/limits-service';

const INSUFFICIENT_BALANCE_MESSAGE = 'Insufficient balance';

/** Journal kinds this module posts (lower_snake_case, as the ledger requires). */
export const JOURNAL_KINDS = {
  send: 'p2p_send',
  requestPayment: 'request_payment',
  hold: 'held_send',
  claim: 'held_claim',
  returnHeld: 'held_return',
} as const;

/**
 * Moves a payment's money in the caller's transaction: sender wallet → recipient wallet, or →
 * the held account when the recipient has no account yet. The ledger refuses before writing
 * anything when the wallet is short; that becomes the API's INSUFFICIENT_FUNDS.
 */
export async function movePayment(
  trx: Database,
  payment: { transactionId: string; senderId: string; recipientId: string | null; amountPesewas: bigint; kind?: string },
): Promise<void> {
  const from = await ensureWalletAccount(trx, payment.senderId);
  const to = payment.recipientId ? await ensureWalletAccount(trx, payment.recipientId) : await systemAccount(trx, 'held');
  const kind = payment.kind ?? (payment.recipientId ? JOURNAL_KINDS.send : JOURNAL_KINDS.hold);
  const fee = await feeLeg(trx, payment.amountPesewas);
  await withFundsCheck(kind, () =>
    transfer(trx, { from, to, amountPesewas: payment.amountPesewas, kind, transactionId: payment.transactionId, fee }),
  );
}

/**
 * The ledger entries of a send, for the one statement that writes it (send_payment): sender wallet →
 * recipient wallet (created if missing), or → the held account for someone without an account.
 */
export async function paymentEntries(
  db: Database,
  payment: { senderWallet: string; recipientId: string | null; recipientWallet: string | null; amountPesewas: bigint },
): Promise<PostedEntry[]> {
  const to = payment.recipientId
    ? (payment.recipientWallet ?? (await ensureWalletAccount(db, payment.recipientId)))
    : await systemAccount(db, 'held');
  const fee = await feeLeg(db, payment.amountPesewas);
  return transferEntries({ from: payment.senderWallet, to, amountPesewas: payment.amountPesewas, fee });
}

/**
 * The fee policy (packages/money) is the one the send screen shows; today a payment between wallets
 * is free, so no fee leg is posted and no fees-account lookup is spent on the send path.
 */
async function feeLeg(db: Database, amountPesewas: bigint) {
  const feePesewas = feeFor('p2p', amountPesewas);
  return feePesewas > 0n ? { amountPesewas: feePesewas, to: await systemAccount(db, 'fees') } : null;
}

/** Maps the ledger's INSUFFICIENT_FUNDS (the spec's wording) and LIMIT_EXCEEDED to API errors. */
async function withFundsCheck<T>(kind: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) throw new AppError('INSUFFICIENT_FUNDS', INSUFFICIENT_BALANCE_MESSAGE);
    if (isLedgerError(error, 'LIMIT_EXCEEDED'))
      throw limitError(error.details as unknown as LimitBreach, { ownBalance: kind === JOURNAL_KINDS.claim });
    throw error;
  }
}

export function insufficientBalance(): AppError {
  return new AppError('INSUFFICIENT_FUNDS', INSUFFICIENT_BALANCE_MESSAGE);
}
