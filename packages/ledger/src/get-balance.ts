import type { Database } from '@ghanapay/db';
import { LedgerError } from './ledger-error';
import { normalizeId } from './validate-entries';
import type { IdInput } from './types';

/** The cached balance of an account, in pesewas. */
export async function getBalance(executor: Database, accountId: IdInput): Promise<bigint> {
  const id = normalizeId(accountId);
  const row = await executor.selectFrom('ledgerAccounts').select('balancePesewas').where('id', '=', id).executeTakeFirst();
  if (!row) throw new LedgerError('ACCOUNT_NOT_FOUND', `No ledger account ${id}`, { accountIds: [id] });
  return BigInt(row.balancePesewas);
}

/** A user's wallet balance in pesewas; 0 for a user who has no wallet account yet (reading creates nothing). */
export async function getWalletBalanceByUser(executor: Database, userId: string): Promise<bigint> {
  const row = await executor
    .selectFrom('ledgerAccounts')
    .select('balancePesewas')
    .where('userId', '=', userId)
    .where('kind', '=', 'wallet')
    .executeTakeFirst();
  return row ? BigInt(row.balancePesewas) : 0n;
}
