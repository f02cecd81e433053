import type { Database } from '@ghanapay/db';

export const USER_ROLES = ['user', 'support', 'compliance', 'reviewer', 'operator', 'admin'] as const;

/** Sets a person's role by username (case-insensitive); false when there is no such person. */
export async function setUserRole(db: Database, username: string, role: (typeof USER_ROLES)[number]): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ role })
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
