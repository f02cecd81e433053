import type { Database } from '@ghanapay/db';
import { ensureWalletAccount } from './ensure-wallet-account';

/**
 * Freezes or unfreezes a person's wallet (the staff console). While frozen, ledger_write_postings
 * refuses every posting that would lower the wallet's balance (SQLSTATE GP003, LedgerError
 * WALLET_FROZEN): sends, transfers out, bills, merchant payments and holds; money still arrives and
 * a hold released back to it still lands. Answers whether the flag changed (false: it already was).
 */
export async function setWalletFrozen(executor: Database, userId: string, frozen: boolean): Promise<boolean> {
  const accountId = await ensureWalletAccount(executor, userId);
  const updated = await executor
    .updateTable('ledgerAccounts')
    .set({ frozen })
    .where('id', '=', accountId)
    .where('frozen', '=', !frozen)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Whether the person's wallet is frozen (false when they have none yet). */
export async function isWalletFrozen(executor: Database, userId: string): Promise<boolean> {
  const row = await executor
    .selectFrom('ledgerAccounts')
    .select('frozen')
    .where('userId', '=', userId)
    .where('kind', '=', 'wallet')
    .executeTakeFirst();
  return row?.frozen ?? false;
}
