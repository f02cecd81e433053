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
