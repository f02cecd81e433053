import type { Database } from '@ghanapay/db';

export interface LedgerAuditRun {
  ranAt: Date;
  durationMs: number;
  /** How many invariants the run found broken (0: the ledger is sound). */
  violations: number;
  journals: number;
}

/** Records one run of the scheduled ledger audit (what /metrics reports). */
export async function recordLedgerAuditRun(db: Database, run: LedgerAuditRun): Promise<void> {
  await db.insertInto('ledgerAuditRuns').values(run).execute();
}

/** The latest recorded audit run: when and how many violations; undefined before the first. */
export async function lastLedgerAuditRun(db: Database): Promise<{ ranAt: Date; violations: number } | undefined> {
  return db.selectFrom('ledgerAuditRuns').select(['ranAt', 'violations']).orderBy('ranAt', 'desc').limit(1).executeTakeFirst();
}
