import type { Database } from '@ghanapay/db';
import { expiredHoldIds, release } from './holds';

/**
 * The job's body: every open hold past its expiry goes back where it came from, each in its own
 * transaction under the hold's lock (a capture that got there first wins, and a second run of the
 * job finds nothing to do). Returns how many it released; a missed run is caught up by the next.
 */
export async function releaseExpiredHolds(db: Database, now: Date, limit = 200): Promise<number> {
  let released = 0;
  for (const id of await expiredHoldIds(db, now, limit)) {
    const outcome = await release(db, id, {});
    if (outcome.applied) released++;
  }
  return released;
}
