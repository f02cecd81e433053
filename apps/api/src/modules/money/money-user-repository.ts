import type { Database } from '@ghanapay/db';

export interface MoneyUser {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  phoneNumber: string | null;
  email: string | null;
  profileImageUrl: string | null;
  createdAt: Date;
}

const USER_COLUMNS = ['id', 'firstName', 'lastName', 'username', 'phoneNumber', 'email', 'profileImageUrl', 'createdAt'] as const;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findMoneyUserById(db: Database, id: string): Promise<MoneyUser | undefined> {
  // Not a uuid: nobody has it (and PostgreSQL would refuse the comparison).
  if (!UUID_PATTERN.test(id)) return undefined;
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** The id of the user with this username (any case), if there is one. */
export async function findUserIdByUsername(db: Database, username: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username.toLowerCase()).executeTakeFirst();
  return row?.id;
}

/** The person whose verified phone this is (E.164), if anyone's. */
export async function findMoneyUserByVerifiedPhone(db: Database, phone: string): Promise<MoneyUser | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('phoneNumber', '=', phone).where('phoneVerified', '=', true).executeTakeFirst();
}
