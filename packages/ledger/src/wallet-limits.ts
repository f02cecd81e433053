import type { Database } from '@ghanapay/db';
import type { KycTier } from '@ghanapay/money';
import { sql } from 'kysely';

export interface WalletLimitUsage {
  tier: KycTier;
  balancePesewas: string;
  usedTodayPesewas: string;
  usedThisMonthPesewas: string;
}

/**
 * A person's tier, wallet balance and what has left their wallet today and this month, in
 * Africa/Accra days, from the usage ledger_write_postings records as it posts. Undefined for no such user.
 */
export async function loadWalletLimitUsage(db: Database, userId: string): Promise<WalletLimitUsage | undefined> {
  const { rows } = await sql<WalletLimitUsage>`
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

export interface LockedWallet {
  userId: string;
  tier: KycTier;
  balancePesewas: string;
}

/**
 * Locks the wallet (with `alsoLock`, every row in ascending id order, as every posting locks them, so
 * the caller's posting after it cannot deadlock with another's) and reads its owner, their tier and
 * the balance. Held until the caller commits.
 */
export async function lockWalletForLimits(trx: Database, walletId: string, alsoLock: readonly string[] = []): Promise<LockedWallet> {
  await sql`SELECT 1 FROM ledger_lock(${[walletId, ...alsoLock]}::bigint[])`.execute(trx);
  const { rows } = await sql<LockedWallet>`
    SELECT a.user_id, u.kyc_tier AS tier, a.balance_pesewas::text AS balance_pesewas
    FROM ledger_accounts a JOIN users u ON u.id = a.user_id
    WHERE a.id = ${walletId}`.execute(trx);
  if (!rows[0]) throw new Error(`No wallet ${walletId}`);
  return rows[0];
}
