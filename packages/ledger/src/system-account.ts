import type { Database } from '@ghanapay/db';
import type { AccountId, SystemAccountKind } from './types';

/** Stable codes of the system accounts: other code and operators may look them up by code. */
export const SYSTEM_ACCOUNT_CODES: Readonly<Record<SystemAccountKind, string>> = {
  funding: 'funding',
  fees: 'fees',
  held: 'held',
  payout_pending: 'payout_pending',
  momo_settlement: 'momo_settlement',
  bank_settlement: 'bank_settlement',
  card_settlement: 'card_settlement',
  bills_settlement: 'bills_settlement',
  commission_income: 'commission_income',
};

/**
 * The one account of a system kind, created on first use (race-safe through the unique code).
 * `funding` may go negative: it is where money enters the system (demo credits, cash-in), so its
 * balance is minus the money it has put in. See balance-policy.ts for every kind.
 */
export async function systemAccount(executor: Database, kind: SystemAccountKind): Promise<AccountId> {
  const code = SYSTEM_ACCOUNT_CODES[kind];
  if (!code) throw new Error(`Unknown system account kind: ${String(kind)}`);
  const find = () => executor.selectFrom('ledgerAccounts').select('id').where('code', '=', code).executeTakeFirst();
  const existing = await find();
  if (existing) return existing.id;
  const inserted = await executor
    .insertInto('ledgerAccounts')
    .values({ kind, code })
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const created = await find();
  if (!created) throw new Error(`System account ${code} vanished while being created`);
  return created.id;
}
