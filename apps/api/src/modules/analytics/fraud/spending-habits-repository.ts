import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import type { RollupPeriod } from '../spending/rollup-periods';
import type { SpendingHabits } from './spending-habits';

type HabitRow = { payments: string; spent: string; weekend: string; lateNight: string; largest: string };

const toHabits = (row: HabitRow): SpendingHabits => ({
  payments: Number(row.payments),
  spentPesewas: BigInt(row.spent),
  weekendPesewas: BigInt(row.weekend),
  lateNightPayments: Number(row.lateNight),
  largestPesewas: BigInt(row.largest),
});

/**
 * The person's completed payments and transfers out started from `from` (until `to`; null: no end),
 * per Accra day they were started: how many, their sum, the weekend's sum, how many at night
 * (22:00–05:00), the largest.
 */
export async function readHabitsByDay(
  db: Database,
  userId: string,
  from: Date,
  to: Date | null,
): Promise<Array<SpendingHabits & { day: string }>> {
  const { rows } = await sql<HabitRow & { day: string }>`
    WITH outgoing AS (
      SELECT created_at AT TIME ZONE 'Africa/Accra' AS local_at, amount_pesewas + fee_pesewas AS amount
      FROM transactions
      WHERE sender_id = ${userId} AND status = 'completed' AND created_at >= ${from} AND (${to}::timestamptz IS NULL OR created_at < ${to})
      UNION ALL
      SELECT created_at AT TIME ZONE 'Africa/Accra', amount_pesewas + fee_pesewas
      FROM external_transfers
      WHERE user_id = ${userId} AND direction = 'out' AND status = 'completed' AND created_at >= ${from}
        AND (${to}::timestamptz IS NULL OR created_at < ${to})
    )
    SELECT to_char(local_at, 'YYYY-MM-DD') AS day, count(*)::text AS payments, sum(amount)::text AS spent,
      coalesce(sum(amount) FILTER (WHERE extract(isodow FROM local_at) IN (6, 7)), 0)::text AS weekend,
      count(*) FILTER (WHERE extract(hour FROM local_at) >= 22 OR extract(hour FROM local_at) < 5)::text AS late_night,
      max(amount)::text AS largest
    FROM outgoing
    GROUP BY 1`.execute(db);
  return rows.map((row) => ({ day: row.day, ...toHabits(row) }));
}

/** The periods' habits from their rollups, and how many of the periods are rolled up. */
export async function readRollupHabits(
  db: Database,
  userId: string,
  periods: readonly RollupPeriod[],
): Promise<{ habits: SpendingHabits; periodsFound: number }> {
  const { rows } = await sql<HabitRow & { periodsFound: string }>`
    WITH wanted AS (
      SELECT * FROM unnest(${periods.map((p) => p.start)}::date[], ${periods.map((p) => p.end)}::date[]) AS w (period_start, period_end)
    )
    SELECT
      (SELECT count(*) FROM analytics_rollup_periods p JOIN wanted USING (period_start, period_end) WHERE p.user_id = ${userId})::text
        AS periods_found,
      coalesce(sum(payments), 0)::text AS payments, coalesce(sum(amount_pesewas), 0)::text AS spent,
      coalesce(sum(weekend_pesewas), 0)::text AS weekend, coalesce(sum(late_night), 0)::text AS late_night,
      coalesce(max(largest_pesewas), 0)::text AS largest
    FROM analytics_rollups r JOIN wanted USING (period_start, period_end)
    WHERE r.user_id = ${userId} AND r.kind = 'habit'`.execute(db);
  const row = rows[0]!;
  return { habits: toHabits(row), periodsFound: Number(row.periodsFound) };
}
