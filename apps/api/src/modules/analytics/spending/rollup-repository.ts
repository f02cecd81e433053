import type { AnalyticsRollups, Database } from '@ghanapay/db';
import { sql, type Insertable } from 'kysely';
import type { SpendingHabits } from '../fraud/spending-habits';
import type { RollupPeriod } from './rollup-periods';
import type { SpendingSums } from './spending-sums';

const starts = (periods: readonly RollupPeriod[]) => periods.map((p) => p.start);
const ends = (periods: readonly RollupPeriod[]) => periods.map((p) => p.end);

/** Which of the periods the person's rollups already hold (as "start/end"). */
export async function findRolledUpPeriods(db: Database, userId: string, periods: readonly RollupPeriod[]): Promise<Set<string>> {
  if (periods.length === 0) return new Set();
  const { rows } = await sql<{ start: string; end: string }>`
    SELECT p.period_start::text AS start, p.period_end::text AS end
    FROM analytics_rollup_periods p
    JOIN unnest(${starts(periods)}::date[], ${ends(periods)}::date[]) AS wanted (period_start, period_end)
      USING (period_start, period_end)
    WHERE p.user_id = ${userId}`.execute(db);
  return new Set(rows.map((p) => `${p.start}/${p.end}`));
}

/**
 * Runs `build` in a transaction holding the person's rollup lock: the same lock the triggers of
 * migration 0020 take before forgetting periods, so a change to a payment lands either before the
 * rollup reads the ledger or after the rollup is stored (and then forgets it).
 */
export async function withRollupLock<T>(db: Database, userId: string, build: (trx: Database) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`analytics_rollups:${userId}`}, 0))`.execute(trx);
    return build(trx);
  });
}

/** Stores one period's sums (person names are not stored: they are read live) and the fraud panel's habits. */
export async function insertRollup(
  trx: Database,
  userId: string,
  period: RollupPeriod,
  sums: SpendingSums,
  habits: SpendingHabits,
): Promise<void> {
  const claimed = await sql`
    INSERT INTO analytics_rollup_periods (user_id, period_start, period_end) VALUES (${userId}, ${period.start}, ${period.end})
    ON CONFLICT DO NOTHING RETURNING 1`.execute(trx);
  if (claimed.rows.length === 0) return;
  const base = { userId, periodStart: period.start, periodEnd: period.end };
  const rows: Array<Insertable<AnalyticsRollups>> = [
    ...sums.flows.map((f) => ({
      ...base,
      kind: 'flow',
      direction: f.direction,
      amountPesewas: f.amountPesewas,
      feePesewas: f.feePesewas,
      payments: f.payments,
    })),
    ...sums.categories.map((c) => ({ ...base, kind: 'category', category: c.category, amountPesewas: c.amountPesewas })),
    ...sums.recipients.map((r) => ({
      ...base,
      kind: 'recipient',
      counterpartyId: r.counterpartyId,
      counterpartyAccount: r.counterpartyAccount,
      accountName: r.accountName,
      amountPesewas: r.amountPesewas,
      payments: r.payments,
    })),
  ];
  const { succeeded, failed } = sums.outcomes;
  if (succeeded + failed > 0) rows.push({ ...base, kind: 'outcome', amountPesewas: 0n, succeeded, failed });
  if (habits.payments > 0)
    rows.push({
      ...base,
      kind: 'habit',
      payments: habits.payments,
      amountPesewas: habits.spentPesewas,
      weekendPesewas: habits.weekendPesewas,
      lateNight: habits.lateNightPayments,
      largestPesewas: habits.largestPesewas,
    });
  if (rows.length > 0) await trx.insertInto('analyticsRollups').values(rows).execute();
}

type SumRow = {
  kind: 'periods' | 'flow' | 'category' | 'recipient' | 'outcome';
  month: string | null;
  direction: 'in' | 'out' | null;
  category: string | null;
  counterpartyId: string | null;
  counterpartyAccount: string | null;
  accountName: string | null;
  personName: string | null;
  amountPesewas: string;
  feePesewas: string;
  payments: string;
};

/**
 * The periods' rollups added up in one statement: flows per month and direction, spend per
 * category, per recipient (with the person's current name), outcomes; and how many of the periods
 * are rolled up (fewer than asked: the sums are not the range's yet).
 */
export async function readRollupSums(
  db: Database,
  userId: string,
  periods: readonly RollupPeriod[],
): Promise<{ sums: SpendingSums; periodsFound: number }> {
  const { rows } = await sql<SumRow>`
    WITH wanted AS (
      SELECT * FROM unnest(${starts(periods)}::date[], ${ends(periods)}::date[]) AS w (period_start, period_end)
    ), r AS (
      SELECT r.* FROM analytics_rollups r JOIN wanted USING (period_start, period_end)
      WHERE r.user_id = ${userId}
    ), recipients AS (
      SELECT counterparty_id, counterparty_account, max(account_name) AS account_name,
        sum(amount_pesewas) AS amount, sum(payments) AS payments
      FROM r WHERE kind = 'recipient'
      GROUP BY 1, 2
    )
    SELECT 'periods' AS kind, NULL AS month, NULL AS direction, NULL AS category, NULL AS counterparty_id,
      NULL AS counterparty_account, NULL AS account_name, NULL AS person_name, '0' AS amount_pesewas, '0' AS fee_pesewas,
      count(*)::text AS payments
    FROM analytics_rollup_periods p JOIN wanted USING (period_start, period_end) WHERE p.user_id = ${userId}
    UNION ALL
    SELECT 'flow', to_char(period_start, 'YYYY-MM'), direction, NULL, NULL, NULL, NULL, NULL,
      sum(amount_pesewas)::text, sum(fee_pesewas)::text, sum(payments)::text
    FROM r WHERE kind = 'flow' GROUP BY 2, 3
    UNION ALL
    SELECT 'category', NULL, NULL, category, NULL, NULL, NULL, NULL, sum(amount_pesewas)::text, '0', '0'
    FROM r WHERE kind = 'category' GROUP BY category
    UNION ALL
    SELECT 'recipient', NULL, NULL, NULL, g.counterparty_id::text, g.counterparty_account, g.account_name,
      nullif(concat_ws(' ', u.first_name, u.last_name), ''), g.amount::text, '0', g.payments::text
    FROM recipients g LEFT JOIN users u ON u.id = g.counterparty_id
    UNION ALL
    SELECT 'outcome', NULL, NULL, NULL, NULL, NULL, NULL, NULL, '0',
      coalesce(sum(failed), 0)::text, coalesce(sum(succeeded), 0)::text
    FROM r WHERE kind = 'outcome'`.execute(db);
  const sums: SpendingSums = { flows: [], categories: [], recipients: [], outcomes: { succeeded: 0, failed: 0 } };
  let periodsFound = 0;
  for (const row of rows) {
    const amountPesewas = BigInt(row.amountPesewas);
    if (row.kind === 'periods') periodsFound = Number(row.payments);
    // An outcome row carries its counts in the two count columns: succeeded as payments, failed as fee.
    else if (row.kind === 'outcome') sums.outcomes = { succeeded: Number(row.payments), failed: Number(row.feePesewas) };
    else if (row.kind === 'flow')
      sums.flows.push({
        month: row.month!,
        direction: row.direction!,
        amountPesewas,
        feePesewas: BigInt(row.feePesewas),
        payments: Number(row.payments),
      });
    else if (row.kind === 'category') sums.categories.push({ category: row.category!, amountPesewas });
    else
      sums.recipients.push({
        counterpartyId: row.counterpartyId,
        counterpartyAccount: row.counterpartyAccount,
        accountName: row.accountName,
        personName: row.personName,
        amountPesewas,
        payments: Number(row.payments),
      });
  }
  return { sums, periodsFound };
}
