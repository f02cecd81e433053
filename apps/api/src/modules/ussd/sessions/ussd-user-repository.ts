import type { Database } from '@ghanapay/db';

/** The account a verified phone number belongs to (who is dialling), if any. */
export async function findUssdUserByPhone(db: Database, phone: string): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('users')
    .select('id')
    .where('phoneNumber', '=', phone)
    .where('phoneVerified', '=', true)
    .where('closedAt', 'is', null)
    .executeTakeFirst();
}

/** The signed-in person's own phone and role (the simulator may act only as that phone; operators see every session). */
export async function findUssdViewer(db: Database, userId: string): Promise<{ phoneNumber: string | null; role: string } | undefined> {
  return db.selectFrom('users').select(['phoneNumber', 'role']).where('id', '=', userId).executeTakeFirst();
}
