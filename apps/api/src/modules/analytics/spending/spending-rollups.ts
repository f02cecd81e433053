import type { Database } from '@ghanapay/db';
import { addHabits, NO_HABITS, type SpendingHabits } from '../fraud/spending-habits';
import { readHabitsByDay, readRollupHabits } from '../fraud/spending-habits-repository';
import { fileNewPayments } from './file-new-payments';
import { contiguousRuns, type RollupPeriod } from './rollup-periods';
import { findRolledUpPeriods, insertRollup, readRollupSums, withRollupLock } from './rollup-repository';
import { countOutcomesByDay, readSpendingGroups } from './spending-repository';
import { NO_SPENDING, sumGroups, type SpendingSums } from './spending-sums';

const midnight = (date: string) => new Date(`${date}T00:00:00Z`);

/** The sums of closed periods, from their rollups; periods not rolled up yet are summed from the ledger first. */
export async function readClosedSums(db: Database, userId: string, periods: readonly RollupPeriod[]): Promise<SpendingSums> {
  if (periods.length === 0) return NO_SPENDING;
  // One statement when every period is rolled up already (the usual case after the first call of a day).
  const read = await readRollupSums(db, userId, periods);
  if (read.periodsFound === periods.length) return read.sums;
  return rollUp(db, userId, periods, async (trx) => (await readRollupSums(trx, userId, periods)).sums);
}

/** The fraud panel's habits of closed periods, from the same rollups (made first where missing). */
export async function readClosedHabits(db: Database, userId: string, periods: readonly RollupPeriod[]): Promise<SpendingHabits> {
  if (periods.length === 0) return NO_HABITS;
  const read = await readRollupHabits(db, userId, periods);
  if (read.periodsFound === periods.length) return read.habits;
  return rollUp(db, userId, periods, async (trx) => (await readRollupHabits(trx, userId, periods)).habits);
}

/**
 * Reads the missing periods' movements (a run of adjacent periods at a time), files new payments,
 * stores the sums, and then reads what the caller wants still under the lock: a change committed
 * after the build cannot forget one of the periods before this read (its trigger waits for the lock).
 */
async function rollUp<T>(db: Database, userId: string, periods: readonly RollupPeriod[], read: (trx: Database) => Promise<T>): Promise<T> {
  return withRollupLock(db, userId, async (trx) => {
    // Another call may have rolled some up while this one waited for the lock.
    const rolledUp = await findRolledUpPeriods(trx, userId, periods);
    const missing = periods.filter((p) => !rolledUp.has(`${p.start}/${p.end}`)).sort((a, b) => a.start.localeCompare(b.start));
    for (const run of contiguousRuns(missing)) {
      const [from, to] = [midnight(run.start), midnight(run.end)];
      const [groups, outcomes, habits] = await Promise.all([
        readSpendingGroups(trx, userId, from, to),
        countOutcomesByDay(trx, userId, from, to),
        readHabitsByDay(trx, userId, from, to),
      ]);
      await fileNewPayments(trx, userId, groups);
      const inRun = missing.filter((p) => p.start >= run.start && p.end <= run.end);
      const groupsOf = inPeriods(inRun, groups);
      const outcomesOf = inPeriods(inRun, outcomes);
      const habitsOf = inPeriods(inRun, habits);
      for (const [i, period] of inRun.entries()) {
        const counted = outcomesOf[i]!.reduce((sum, o) => ({ succeeded: sum.succeeded + o.succeeded, failed: sum.failed + o.failed }), {
          succeeded: 0,
          failed: 0,
        });
        await insertRollup(trx, userId, period, sumGroups(groupsOf[i]!, counted), habitsOf[i]!.reduce(addHabits, NO_HABITS));
      }
    }
    return read(trx);
  });
}

/** The rows of each period (sorted, adjacent; an empty period is rolled up as zeros). */
function inPeriods<T extends { day: string }>(periods: readonly RollupPeriod[], rows: readonly T[]): T[][] {
  const buckets = periods.map((): T[] => []);
  for (const row of rows) {
    let lo = 0;
    let hi = periods.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (periods[mid]!.start <= row.day) lo = mid;
      else hi = mid - 1;
    }
    buckets[lo]?.push(row);
  }
  return buckets;
}
