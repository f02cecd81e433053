import type { Database } from '@ghanapay/db';
import { ensureWalletAccount, isLedgerError, systemAccount, transfer } from '@ghanapay/ledger';
import { feeFor } from '@ghanapay/money';
import { AppError } from '../../errors';

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
  /** Wallet ids the caller already read in this transaction (a send does); missing ones are looked up or created. */
  known: { senderWallet?: string | null; recipientWallet?: string | null } = {},
): Promise<void> {
  const from = known.senderWallet ?? (await ensureWalletAccount(trx, payment.senderId));
  const to = payment.recipientId
    ? (known.recipientWallet ?? (await ensureWalletAccount(trx, payment.recipientId)))
    : await systemAccount(trx, 'held');
  const kind = payment.kind ?? (payment.recipientId ? JOURNAL_KINDS.send : JOURNAL_KINDS.hold);
  // The fee policy (packages/money) is the one the send screen shows; today a payment between wallets
  // is free, so no fee leg is posted and no fees-account lookup is spent on the send path.
  const feePesewas = feeFor('p2p', payment.amountPesewas);
  const fee = feePesewas > 0n ? { amountPesewas: feePesewas, to: await systemAccount(trx, 'fees') } : null;
  await withFundsCheck(() =>
    transfer(trx, { from, to, amountPesewas: payment.amountPesewas, kind, transactionId: payment.transactionId, fee }),
  );
}

/** Maps the ledger's INSUFFICIENT_FUNDS to the API error with the spec's wording. */
async function withFundsCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isLedgerError(error, 'INSUFFICIENT_FUNDS')) throw new AppError('INSUFFICIENT_FUNDS', INSUFFICIENT_BALANCE_MESSAGE);
    throw error;
  }
}

export function insufficientBalance(): AppError {
  return new AppError('INSUFFICIENT_FUNDS', INSUFFICIENT_BALANCE_MESSAGE);
}
