import { creditOpeningBalanceOnce } from '@ghanapay/ledger';
import type { AppDeps } from '../../deps';
import { DEMO_OPENING_BALANCE_PESEWAS } from './money-policy';
import { findUserIdByUsername } from './money-user-repository';

/**
 * Credits each named demo user ₵1,000.00 from the funding account, once: only a wallet with no
 * ledger entries yet is credited (the ledger locks the wallet while deciding), so seeding again never
 * pays twice. Unknown usernames are skipped. Returns the usernames credited now.
 */
export async function creditDemoBalances(deps: Pick<AppDeps, 'db'>, usernames: readonly string[]): Promise<string[]> {
  const credited: string[] = [];
  for (const username of usernames) {
    const userId = await findUserIdByUsername(deps.db, username);
    if (!userId) continue;
    const done = await creditOpeningBalanceOnce(deps.db, {
      userId,
      amountPesewas: DEMO_OPENING_BALANCE_PESEWAS,
      description: 'Demo opening balance',
    });
    if (done) credited.push(username);
  }
  return credited;
}
