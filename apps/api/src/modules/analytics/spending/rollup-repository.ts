import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import type { RollupPeriod } from './rollup-periods';
import type { SpendingSums } from './spending-sums';

const periodKey = (p: RollupPeriod) => `${p.start}/${p.end}`;
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
  return new Set(rows.map(periodKey));
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

/** Stores one period's sums (person names are not stored: they are read live). */
export async function insertRollup(trx: Database, userId: string, period: RollupPeriod, sums: SpendingSums): Promise<void> {
  const claimed = await sql`
    INSERT INTO analytics_rollup_periods (user_id, period_start, period_end) VALUES (${userId}, ${period.start}, ${period.end})
    ON CONFLICT DO NOTHING RETURNING 1`.execute(trx);
  if (claimed.rows.length === 0) return;
  const base = { userId, periodStart: period.start, periodEnd: period.end };
  const rows = [
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
  if (rows.length > 0) await trx.insertInto('analyticsRollups').values(rows).execute();
}

/**
 * The periods' rollups added up in one statement: flows per month and direction, spend per
 * category, per recipient (with the person's current name).
 */
export async function readRollupSums(db: Database, userId: string, periods: readonly RollupPeriod[]): Promise<SpendingSums> {
  if (periods.length === 0) return { flows: [], categories: [], recipients: [] };
  const { rows } = await sql<{
    kind: 'flow' | 'category' | 'recipient';
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
  }>`
    WITH r AS (
      SELECT r.* FROM analytics_rollups r
      JOIN unnest(${starts(periods)}::date[], ${ends(periods)}::date[]) AS wanted (period_start, period_end)
        USING (period_start, period_end)
      WHERE r.user_id = ${userId}
    ), recipients AS (
      SELECT counterparty_id, counterparty_account, max(account_name) AS account_name,
        sum(amount_pesewas) AS amount, sum(payments) AS payments
      FROM r WHERE kind = 'recipient'
      GROUP BY 1, 2
    )
    SELECT 'flow' AS kind, to_char(period_start, 'YYYY-MM') AS month, direction, NULL AS category,
      NULL AS counterparty_id, NULL AS counterparty_account, NULL AS account_name, NULL AS person_name,
      sum(amount_pesewas)::text AS amount_pesewas, sum(fee_pesewas)::text AS fee_pesewas, sum(payments)::text AS payments
    FROM r WHERE kind = 'flow' GROUP BY 2, 3
    UNION ALL
    SELECT 'category', NULL, NULL, category, NULL, NULL, NULL, NULL, sum(amount_pesewas)::text, '0', '0'
    FROM r WHERE kind = 'category' GROUP BY category
    UNION ALL
    SELECT 'recipient', NULL, NULL, NULL, g.counterparty_id::text, g.counterparty_account, g.account_name,
      nullif(concat_ws(' ', u.first_name, u.last_name), ''), g.amount::text, '0', g.payments::text
    FROM recipients g LEFT JOIN users u ON u.id = g.counterparty_id`.execute(db);
  const sums: SpendingSums = { flows: [], categories: [], recipients: [] };
  for (const row of rows) {
    const amountPesewas = BigInt(row.amountPesewas);
    if (row.kind === 'flow')
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
  return sums;
}
