import type { Database } from '@ghanapay/db';
import type { KycTier } from '@ghanapay/money';
import { sql } from 'kysely';

export interface LimitUsageRow {
  tier: KycTier;
  balancePesewas: string;
  usedTodayPesewas: string;
  usedThisMonthPesewas: string;
}

/**
 * A person's tier, balance and what has left their wallet today and this month, in Africa/Accra
 * days, from the usage the ledger records as it posts (migration 0015). Undefined for no such user.
 */
export async function loadLimitUsage(db: Database, userId: string): Promise<LimitUsageRow | undefined> {
  const { rows } = await sql<LimitUsageRow>`
    SELECT u.kyc_tier AS tier, coalesce(a.balance_pesewas, 0)::text AS balance_pesewas,
      coalesce(sum(w.out_pesewas) FILTER (WHERE w.day = (now() AT TIME ZONE 'Africa/Accra')::date), 0)::text AS used_today_pesewas,
      coalesce(sum(w.out_pesewas), 0)::text AS used_this_month_pesewas
    FROM users u
    LEFT JOIN ledger_accounts a ON a.user_id = u.id AND a.kind = 'wallet'
    LEFT JOIN wallet_limit_usage w ON w.account_id = a.id
      AND w.day >= date_trunc('month', (now() AT TIME ZONE 'Africa/Accra')::date)::date
    WHERE u.id = ${userId}
    GROUP BY u.kyc_tier, a.balance_pesewas`.execute(db);
  return rows[0];
}

export interface WalletRoomRow {
  tier: KycTier;
  balancePesewas: string;
  /** Add Money requests of the person still waiting for the payer's approval (or the provider's answer). */
  openCollectionsPesewas: string;
}

/**
 * Locks the wallet (with `alsoLock`, every row in ascending id order, as ledger_post locks them, so
 * the caller's posting after it cannot deadlock with another's) and reads what its balance limit
 * needs: the tier, the balance and the open Add Money requests. Held until the caller commits, so two
 * requests for the same wallet are checked one after the other.
 */
export async function lockWalletRoom(trx: Database, walletId: string, alsoLock: string[] = []): Promise<WalletRoomRow> {
  await sql`SELECT 1 FROM ledger_lock(${[walletId, ...alsoLock]}::bigint[])`.execute(trx);
  const { rows } = await sql<WalletRoomRow>`
    SELECT u.kyc_tier AS tier, a.balance_pesewas::text AS balance_pesewas,
      (SELECT coalesce(sum(t.amount_pesewas), 0) FROM external_transfers t
       WHERE t.user_id = u.id AND t.direction = 'in' AND t.status IN ('scheduled', 'processing', 'review'))::text AS open_collections_pesewas
    FROM ledger_accounts a JOIN users u ON u.id = a.user_id
    WHERE a.id = ${walletId}`.execute(trx);
  return rows[0]!;
}
