import type { Database } from '@ghanapay/db';

/** Adds one hit to a window's counter and returns the new count (atomic across processes). */
export async function incrementHits(db: Database, bucket: string, windowStart: Date): Promise<number> {
  const row = await db
    .insertInto('rateLimitHits')
    .values({ bucket, windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(['bucket', 'windowStart']).doUpdateSet((eb) => ({ hits: eb('rateLimitHits.hits', '+', 1) })))
    .returning('hits')
    .executeTakeFirstOrThrow();
  return row.hits;
}

/** The window's count so far, without adding to it. */
export async function readHits(db: Database, bucket: string, windowStart: Date): Promise<number> {
  const row = await db
    .selectFrom('rateLimitHits')
    .select('hits')
    .where('bucket', '=', bucket)
    .where('windowStart', '=', windowStart)
    .executeTakeFirst();
  return row?.hits ?? 0;
}

export async function clearBucket(db: Database, bucket: string): Promise<void> {
  await db.deleteFrom('rateLimitHits').where('bucket', '=', bucket).execute();
}

/** Takes back one hit (a counted attempt that turned out to be legitimate). */
export async function decrementHits(db: Database, bucket: string, windowStart: Date): Promise<void> {
  await db
    .updateTable('rateLimitHits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('bucket', '=', bucket)
    .where('windowStart', '=', windowStart)
    .where('hits', '>', 0)
    .execute();
}

/** Removes every bucket whose name starts with the prefix (all of one account's per-address counters). */
export async function clearBucketsStartingWith(db: Database, prefix: string): Promise<void> {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  await db.deleteFrom('rateLimitHits').where('bucket', 'like', `${escaped}%`).execute();
}

/** Windows that have ended: the housekeeping job removes them. */
export async function deleteRateLimitWindowsBefore(db: Database, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('rateLimitHits').where('windowStart', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
