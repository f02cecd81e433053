import { creditFromFunding, ensureWalletAccount } from '@ghanapay/ledger';
import type { AppDeps } from '../../deps';
import { DEMO_OPENING_BALANCE_PESEWAS } from './money-policy';

/**
 * Credits each named demo user ₵1,000.00 from the funding account, once: only a wallet with no
 * ledger entries yet is credited (the wallet row is locked while deciding), so seeding again never
 * pays twice. Unknown usernames are skipped. Returns the usernames credited now.
 */
export async function creditDemoBalances(deps: Pick<AppDeps, 'db'>, usernames: readonly string[]): Promise<string[]> {
  const credited: string[] = [];
  for (const username of usernames) {
    const done = await deps.db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom('users').select('id').where('username', '=', username.toLowerCase()).executeTakeFirst();
      if (!user) return false;
      const wallet = await ensureWalletAccount(trx, user.id);
      await trx.selectFrom('ledgerAccounts').select('id').where('id', '=', wallet).forUpdate().execute();
      const entry = await trx.selectFrom('ledgerEntries').select('id').where('accountId', '=', wallet).limit(1).executeTakeFirst();
      if (entry) return false;
      await creditFromFunding(trx, { userId: user.id, amountPesewas: DEMO_OPENING_BALANCE_PESEWAS, description: 'Demo opening balance' });
      return true;
    });
    if (done) credited.push(username);
  }
  return credited;
}
