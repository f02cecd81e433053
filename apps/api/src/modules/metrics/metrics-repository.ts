import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';

/** Money moved by journal kind: the positive legs of every journal (what left one account for another). */
export async function sumMoneyMovedByKind(db: Database): Promise<{ kind: string; pesewas: string }[]> {
  const result = await sql<{ kind: string; pesewas: string }>`
    SELECT j.kind, sum(e.amount_pesewas)::text AS pesewas
    FROM ledger_entries e JOIN ledger_journals j ON j.id = e.journal_id
    WHERE e.amount_pesewas > 0
    GROUP BY j.kind`.execute(db);
  return result.rows;
}

export function countOpenHoldsByReason(db: Database): Promise<{ reason: string; holds: string; pesewas: string }[]> {
  return db
    .selectFrom('ledgerHolds')
    .select((eb) => ['reason', eb.fn.countAll<string>().as('holds'), eb.fn.sum<string>('amountPesewas').as('pesewas')])
    .where('status', '=', 'open')
    .groupBy('reason')
    .execute();
}

/** pg-boss's waiting jobs by queue (its tables live in the `pgboss` schema; none before the queue first started). */
export async function countWaitingJobs(db: Database): Promise<{ queue: string; waiting: string }[]> {
  const exists = await sql<{ found: boolean }>`SELECT to_regclass('pgboss.job') IS NOT NULL AS found`.execute(db);
  if (!exists.rows[0]?.found) return [];
  const result = await sql<{ queue: string; waiting: string }>`
    SELECT name AS queue, count(*)::text AS waiting FROM pgboss.job
    WHERE state IN ('created', 'retry') GROUP BY name`.execute(db);
  return result.rows;
}

export function findLastLedgerAudit(db: Database) {
  return db.selectFrom('ledgerAuditRuns').select(['ranAt', 'violations']).orderBy('ranAt', 'desc').limit(1).executeTakeFirst();
}

export async function insertLedgerAuditRun(
  db: Database,
  run: { ranAt: Date; durationMs: number; violations: number; journals: number },
): Promise<void> {
  await db.insertInto('ledgerAuditRuns').values(run).execute();
}
