import type { Database } from '@ghanapay/db';
import type { LoginLookup } from './login-lookup';
import { ensureWalletAccount } from '@ghanapay/ledger';

export interface UserRecord {
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  phoneNumber: string | null;
  username: string;
  authProvider: string;
  emailVerified: boolean;
  phoneVerified: boolean;
  isVerified: boolean;
  createdAt: Date;
  /** The wallet ledger account's balance in pesewas (a bigint as a string), null without a wallet. */
  walletBalancePesewas: string | null;
}

export interface NewUser {
  email: string;
  phoneNumber: string | null;
  firstName: string;
  lastName: string;
  username: string;
  passwordHash: string;
  emailVerified: boolean;
  phoneVerified: boolean;
}

export async function findUserById(db: Database, id: string): Promise<UserRecord | undefined> {
  return db
    .selectFrom('users')
    .leftJoin('ledgerAccounts', (join) => join.onRef('ledgerAccounts.userId', '=', 'users.id').on('ledgerAccounts.kind', '=', 'wallet'))
    .select([
      'users.id',
      'users.email',
      'users.firstName',
      'users.lastName',
      'users.profileImageUrl',
      'users.phoneNumber',
      'users.username',
      'users.authProvider',
      'users.emailVerified',
      'users.phoneVerified',
      'users.isVerified',
      'users.createdAt',
      'ledgerAccounts.balancePesewas as walletBalancePesewas',
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();
}

/** The account a login id names, with what sign-in and password reset need. */
export async function findUserByLogin(db: Database, lookup: LoginLookup) {
  const column = lookup.kind === 'email' ? 'email' : lookup.kind === 'phone' ? 'phoneNumber' : 'username';
  return db
    .selectFrom('users')
    .select(['id', 'passwordHash', 'phoneNumber', 'email', 'username'])
    .where(column, '=', lookup.value)
    .executeTakeFirst();
}

/** Which of these unique values already belong to someone. */
export async function findTakenFields(db: Database, values: { phoneNumber: string | null; email: string; username: string }) {
  const rows = await db
    .selectFrom('users')
    .select(['phoneNumber', 'email', 'username'])
    .where((eb) =>
      eb.or([
        eb('email', '=', values.email),
        eb('username', '=', values.username),
        ...(values.phoneNumber ? [eb('phoneNumber', '=', values.phoneNumber)] : []),
      ]),
    )
    .execute();
  return {
    phoneNumber: values.phoneNumber !== null && rows.some((r) => r.phoneNumber === values.phoneNumber),
    email: rows.some((r) => r.email === values.email),
    username: rows.some((r) => r.username === values.username),
  };
}

export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  return row !== undefined;
}

export async function isPhoneNumberTaken(db: Database, phoneNumber: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('phoneNumber', '=', phoneNumber).executeTakeFirst();
  return row !== undefined;
}

export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

/** The user and their wallet ledger account (balance 0), together or not at all. */
export async function insertUserWithWallet(db: Database, user: NewUser): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
    await ensureWalletAccount(trx, id);
    return id;
  });
}

export async function updatePasswordHash(db: Database, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', userId).execute();
}
