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
