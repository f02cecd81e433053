import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';

export interface UssdPinRow {
  pinHash: string;
  failedAttempts: number;
  lockedAt: Date | null;
}

export async function findUssdPin(db: Database, userId: string): Promise<UssdPinRow | undefined> {
  return db.selectFrom('ussdPins').select(['pinHash', 'failedAttempts', 'lockedAt']).where('userId', '=', userId).executeTakeFirst();
}

/** A new PIN replaces the old one and clears the wrong-try count and the lock. */
export async function upsertUssdPin(db: Database, userId: string, pinHash: string, now: Date): Promise<void> {
  await db
    .insertInto('ussdPins')
    .values({ userId, pinHash, failedAttempts: 0, lockedAt: null, updatedAt: now })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ pinHash, failedAttempts: 0, lockedAt: null, updatedAt: now }))
    .execute();
}

export async function clearUssdPinFailures(db: Database, userId: string): Promise<void> {
  await db.updateTable('ussdPins').set({ failedAttempts: 0 }).where('userId', '=', userId).where('lockedAt', 'is', null).execute();
}

/** Counts one wrong try atomically; the try that reaches `maxAttempts` locks the PIN. */
export async function recordUssdPinFailure(db: Database, userId: string, maxAttempts: number, now: Date): Promise<UssdPinRow | undefined> {
  return db
    .updateTable('ussdPins')
    .set({
      failedAttempts: sql`failed_attempts + 1`,
      lockedAt: sql`CASE WHEN failed_attempts + 1 >= ${maxAttempts} THEN coalesce(locked_at, ${now}) ELSE locked_at END`,
    })
    .where('userId', '=', userId)
    .returning(['pinHash', 'failedAttempts', 'lockedAt'])
    .executeTakeFirst();
}
