import { randomBytes } from 'node:crypto';
import type { Database } from '@ghanapay/db';
import { creditFromFunding } from '../credit-from-funding';
import { ensureWalletAccount } from '../ensure-wallet-account';

/** A bare user row for ledger tests (wallets must belong to a user). */
export async function createUser(db: Database): Promise<string> {
  const tag = randomBytes(6).toString('hex');
  const row = await db
    .insertInto('users')
    .values({ firstName: 'Test', lastName: tag, username: `u_${tag}`, email: `${tag}@example.com` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Users with wallets, each credited `opening` pesewas from funding (none when 0). */
export async function createWallets(db: Database, count: number, opening: bigint): Promise<string[]> {
  const wallets: string[] = [];
  for (let i = 0; i < count; i++) {
    const userId = await createUser(db);
    wallets.push(await ensureWalletAccount(db, userId));
    if (opening > 0n) await creditFromFunding(db, { userId, amountPesewas: opening });
  }
  return wallets;
}
