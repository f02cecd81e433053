import type { Database } from '@ghanapay/db';

/**
 * Every person's wallet account (id, owner, balance in pesewas as a bigint string, frozen) as a
 * subquery an app query joins beside its own rows (`.leftJoin(walletAccountsQuery(db).as('w'), …)`):
 * one query, no second round trip; PostgreSQL flattens it into the caller's plan.
 */
export function walletAccountsQuery(db: Database) {
  return db
    .selectFrom('ledgerAccounts')
    .select(['id', 'userId', 'balancePesewas', 'frozen'])
    .where('kind', '=', 'wallet')
    .$narrowType<{ userId: string }>();
}

/** The balances of the system accounts with these codes (e.g. the settlement accounts), in pesewas. */
export async function accountBalancesByCode(db: Database, codes: readonly string[]): Promise<{ code: string; balancePesewas: bigint }[]> {
  if (codes.length === 0) return [];
  const rows = await db.selectFrom('ledgerAccounts').select(['code', 'balancePesewas']).where('code', 'in', codes).execute();
  return rows.map((r) => ({ code: r.code!, balancePesewas: BigInt(r.balancePesewas) }));
}
