import type { Database } from '@ghanapay/db';
import { fileNewPayments } from './file-new-payments';
import { contiguousRuns, type RollupPeriod } from './rollup-periods';
import { findRolledUpPeriods, insertRollup, readRollupSums, withRollupLock } from './rollup-repository';
import { readSpendingGroups, type SpendingGroupRow } from './spending-repository';
import { sumGroups, type SpendingSums } from './spending-sums';

const periodKey = (p: RollupPeriod) => `${p.start}/${p.end}`;
const midnight = (date: string) => new Date(`${date}T00:00:00Z`);

/** The sums of closed periods, from their rollups; a period not rolled up yet is summed from the ledger first. */
export async function readClosedSums(db: Database, userId: string, periods: readonly RollupPeriod[]): Promise<SpendingSums> {
  if (periods.length === 0) return { flows: [], categories: [], recipients: [] };
  const rolledUp = await findRolledUpPeriods(db, userId, periods);
  const missing = periods.filter((p) => !rolledUp.has(periodKey(p)));
  if (missing.length > 0) await rollUp(db, userId, missing);
  return readRollupSums(db, userId, periods);
}

/** Reads the missing periods' movements (a run of adjacent periods at a time), files new payments, stores the sums. */
async function rollUp(db: Database, userId: string, periods: readonly RollupPeriod[]): Promise<void> {
  await withRollupLock(db, userId, async (trx) => {
    // Another call may have rolled some up while this one waited for the lock.
    const rolledUp = await findRolledUpPeriods(trx, userId, periods);
    const missing = periods.filter((p) => !rolledUp.has(periodKey(p))).sort((a, b) => a.start.localeCompare(b.start));
    for (const run of contiguousRuns(missing)) {
      const groups = await readSpendingGroups(trx, userId, midnight(run.start), midnight(run.end));
      await fileNewPayments(trx, userId, groups);
      const inRun = missing.filter((p) => p.start >= run.start && p.end <= run.end);
      for (const [period, periodGroups] of byPeriod(inRun, groups)) await insertRollup(trx, userId, period, sumGroups(periodGroups));
    }
  });
}

/** Each period (sorted, adjacent) with its groups, an empty period included: it is rolled up as zeros. */
function byPeriod(periods: readonly RollupPeriod[], groups: readonly SpendingGroupRow[]): Array<[RollupPeriod, SpendingGroupRow[]]> {
  const buckets = periods.map((p): [RollupPeriod, SpendingGroupRow[]] => [p, []]);
  for (const g of groups) {
    let lo = 0;
    let hi = buckets.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (buckets[mid]![0].start <= g.day) lo = mid;
      else hi = mid - 1;
    }
    buckets[lo]?.[1].push(g);
  }
  return buckets;
}
