import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import type { LoginLookup } from './sign-in/login-lookup';
import { ensureWalletAccount, walletAccountsQuery } from '@ghanapay/ledger';

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
  updatedAt: Date;
  /** The wallet ledger account's balance in pesewas (a bigint as a string), null without a wallet. */
  walletBalancePesewas: string | null;
  /** From their preferences; null before they saved any (English). */
  language: string | null;
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
    .leftJoin(walletAccountsQuery(db).as('wallet'), 'wallet.userId', 'users.id')
    .leftJoin('userPreferences', 'userPreferences.userId', 'users.id')
    .select([
      'userPreferences.language',
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
      'users.updatedAt',
      'wallet.balancePesewas as walletBalancePesewas',
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();
}

/** The account a login id names, with what sign-in and password reset need. */
export async function findUserByLogin(db: Database, lookup: LoginLookup) {
  const column = lookup.kind === 'email' ? 'email' : lookup.kind === 'phone' ? 'phoneNumber' : 'username';
  return db
    .selectFrom('users')
    .select(['id', 'passwordHash', 'phoneNumber', 'email', 'username', 'emailVerified', 'phoneVerified', 'closedAt'])
    .where(column, '=', lookup.value)
    .executeTakeFirst();
}

/**
 * Which of these unique values already belong to someone. An e-mail that another account holds
 * unverified is not taken from a person who proved it by a code (they get it; see
 * releaseUnverifiedEmail); from anyone else it is.
 */
export async function findTakenFields(
  db: Database,
  values: { phoneNumber: string | null; email: string; username: string; emailVerified: boolean },
) {
  const rows = await db
    .selectFrom('users')
    .select(['phoneNumber', 'email', 'username', 'emailVerified'])
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
    email: rows.some((r) => r.email === values.email && (r.emailVerified || !values.emailVerified)),
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

/** Whether a sign-up by this e-mail must be refused: only an account that proved the address owns it. */
export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).where('emailVerified', '=', true).executeTakeFirst();
  return row !== undefined;
}

/**
 * Whoever proves an e-mail by a code sent to it gets it: another account that only typed it (never
 * verified) loses it, in the caller's transaction. An account is never left without any contact.
 */
async function releaseUnverifiedEmail(db: Database, email: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email: null, updatedAt: now })
    .where('email', '=', email)
    .where('emailVerified', '=', false)
    .where('phoneNumber', 'is not', null)
    .execute();
}

/** The user's current e-mail and whether it is verified. */
export async function findUserEmail(db: Database, userId: string) {
  return db.selectFrom('users').select(['email', 'emailVerified']).where('id', '=', userId).executeTakeFirst();
}

/** Marks the e-mail verified when it is still the user's address (it may have changed meanwhile). */
export async function markEmailVerified(db: Database, userId: string, email: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ emailVerified: true, updatedAt: now })
    .where('id', '=', userId)
    .where('email', '=', email)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The user and their wallet ledger account (balance 0), together or not at all. */
export async function insertUserWithWallet(db: Database, user: NewUser, now: Date = new Date()): Promise<string> {
  return db.transaction().execute(async (trx) => {
    if (user.emailVerified) await releaseUnverifiedEmail(trx, user.email, now);
    const { id } = await trx.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
    await ensureWalletAccount(trx, id);
    return id;
  });
}

export async function updatePasswordHash(db: Database, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', userId).execute();
}

/** The stored password hash of a signed-in user (a password change checks the current one). */
export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirst();
  return row?.passwordHash ?? null;
}

/** A proved new phone number becomes the account's (verified). */
export async function changePhoneNumber(db: Database, userId: string, phoneNumber: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ phoneNumber, phoneVerified: true, updatedAt: now }).where('id', '=', userId).execute();
}

/** One profile field; a changed e-mail is unverified until its code is entered (unchanged, it keeps its state). */
export async function updateUserProfileField(
  db: Database,
  userId: string,
  field: 'firstName' | 'lastName' | 'username' | 'email',
  value: string,
  now: Date,
): Promise<void> {
  if (field === 'email') {
    await db
      .updateTable('users')
      .set({ email: value, emailVerified: sql<boolean>`(email = ${value} AND email_verified)`, updatedAt: now })
      .where('id', '=', userId)
      .execute();
    return;
  }
  await db
    .updateTable('users')
    .set({ [field]: value, updatedAt: now })
    .where('id', '=', userId)
    .execute();
}
