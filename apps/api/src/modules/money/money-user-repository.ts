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

/**
 * The user with this id as `viewerId` may reach them: nobody when they blocked the viewer. One query,
 * the same for an id nobody has and for a blocker, so neither the answer nor its timing tells them apart.
 */
export async function findMoneyUserReachableBy(db: Database, viewerId: string, id: string): Promise<MoneyUser | undefined> {
  if (!UUID_PATTERN.test(id)) return undefined;
  return db
    .selectFrom('users as u')
    .select(USER_COLUMNS.map((c) => `u.${c}` as const))
    .where('u.id', '=', id)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('userBlocks as b').select('b.id').whereRef('b.blockerId', '=', 'u.id').where('b.blockedId', '=', viewerId)),
      ),
    )
    .executeTakeFirst();
}

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** The id of the user whose verified phone this is (E.164), blocks aside: whether the number has a wallet at all. */
export async function findUserIdByVerifiedPhone(db: Database, phone: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('phoneNumber', '=', phone)
    .where('phoneVerified', '=', true)
    .executeTakeFirst();
  return row?.id;
}

/** The id of the user with this username (any case), if there is one. */
export async function findUserIdByUsername(db: Database, username: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username.toLowerCase()).executeTakeFirst();
  return row?.id;
}

/**
 * The people a payment from `senderId` to these fields would reach, as send_context finds them: the
 * username, or the verified phone or e-mail, and never anyone who blocked the sender (to the blocked
 * person the blocker is as unknown as a number nobody has).
 */
export async function findPayeesFor(
  db: Database,
  senderId: string,
  fields: { username?: string | undefined; phone?: string | undefined; email?: string | undefined },
): Promise<MoneyUser[]> {
  if (!fields.username && !fields.phone && !fields.email) return [];
  return db
    .selectFrom('users as u')
    .select(USER_COLUMNS.map((c) => `u.${c}` as const))
    .where((eb) =>
      eb.or([
        ...(fields.username ? [eb('u.username', '=', fields.username.toLowerCase())] : []),
        ...(fields.phone ? [eb.and([eb('u.phoneNumber', '=', fields.phone), eb('u.phoneVerified', '=', true)])] : []),
        ...(fields.email ? [eb.and([eb('u.email', '=', fields.email), eb('u.emailVerified', '=', true)])] : []),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('userBlocks as b').select('b.id').whereRef('b.blockerId', '=', 'u.id').where('b.blockedId', '=', senderId)),
      ),
    )
    .limit(3)
    .execute();
}
