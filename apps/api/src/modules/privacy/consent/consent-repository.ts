import type { Database } from '@ghanapay/db';

export async function findConsent(db: Database, userId: string) {
  return db.selectFrom('users').select(['termsVersion', 'termsAcceptedAt']).where('id', '=', userId).executeTakeFirst();
}

export async function recordConsent(db: Database, userId: string, version: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ termsVersion: version, termsAcceptedAt: now }).where('id', '=', userId).execute();
}
