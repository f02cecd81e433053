import type { Database } from '@ghanapay/db';

/** The person's role ('user' or a staff role), or undefined when there is no such person. */
export async function findUserRole(db: Database, userId: string): Promise<string | undefined> {
  return (await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst())?.role;
}
