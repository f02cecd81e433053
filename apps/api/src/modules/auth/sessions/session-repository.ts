import type { Database } from '@ghanapay/db';

/** Signs a user out everywhere: every stored session that carries them. Returns their ids. */
export async function deleteSessionsOfUser(db: Database, userId: string): Promise<string[]> {
  const rows = await db.deleteFrom('sessions').where('userId', '=', userId).returning('sid').execute();
  return rows.map((r) => r.sid);
}

/** Sessions whose cookie lifetime has passed (the housekeeping job). */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expire', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The user's stored sessions, newest first (Settings → Remembered Devices). */
export async function listSessionsOfUser(db: Database, userId: string, now: Date) {
  return db.selectFrom('sessions').select(['sid', 'sess', 'expire']).where('userId', '=', userId).where('expire', '>', now).execute();
}

/** Ends one of the user's sessions (another user's sid deletes nothing). */
export async function deleteSessionOfUser(db: Database, userId: string, sid: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('userId', '=', userId).where('sid', '=', sid).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Signs the user out everywhere but here. Returns the ended sessions' ids. */
export async function deleteOtherSessionsOfUser(db: Database, userId: string, keepSid: string): Promise<string[]> {
  const rows = await db.deleteFrom('sessions').where('userId', '=', userId).where('sid', '<>', keepSid).returning('sid').execute();
  return rows.map((r) => r.sid);
}
