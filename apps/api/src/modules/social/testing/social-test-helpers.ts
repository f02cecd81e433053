import { expect } from 'vitest';
import type { HttpClient } from '../../../testing/http-client';
import type { TestApp } from '../../../testing/test-app';
import { hashPassword } from '../../auth/password-hashing';
import type { Visibility } from '../transactions/visibility-rules';

export const PASSWORD = 'social-tests-9';

let passwordHash: Promise<string> | undefined;
let counter = 0;

export interface SocialTestUser {
  id: string;
  username: string;
  phoneNumber: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  client: HttpClient;
}

/** A user with a wallet, signed in through the real login call. */
export async function createUser(
  t: TestApp,
  options: {
    firstName?: string;
    lastName?: string;
    username?: string;
    phoneNumber?: string;
    email?: string;
    profileImageUrl?: string;
    /** Backdates the account (the fraud scorer treats brand-new accounts with suspicion). */
    ageDays?: number;
    /** Whether the account proved its e-mail (default yes): only a proved address finds it. */
    emailVerified?: boolean;
  } = {},
): Promise<SocialTestUser> {
  passwordHash ??= hashPassword(PASSWORD);
  const n = String(++counter).padStart(6, '0');
  const username = options.username ?? `social_${n}`;
  const phoneNumber = options.phoneNumber ?? `+233209${n.padStart(6, '0')}`;
  const email = options.email ?? `social${n}@example.com`;
  const firstName = options.firstName ?? 'Yaw';
  const lastName = options.lastName ?? `Tester${n}`;
  const createdAt = new Date(t.deps.now().getTime() - (options.ageDays ?? 0) * 24 * 60 * 60 * 1000);
  const id = await t.deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        username,
        phoneNumber,
        email,
        firstName,
        lastName,
        profileImageUrl: options.profileImageUrl ?? null,
        passwordHash: await passwordHash!,
        phoneVerified: true,
        emailVerified: options.emailVerified ?? true,
        createdAt,
        updatedAt: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('ledgerAccounts').values({ kind: 'wallet', userId: user.id }).execute();
    return user.id;
  });
  const client = t.client();
  const login = await client.post('/api/auth/login', { loginId: username, password: PASSWORD });
  expect(login.status, login.text).toBe(200);
  return { id, username, phoneNumber, email, firstName, lastName, name: `${firstName} ${lastName}`, client };
}

/**
 * A payment row as the money module leaves it (no ledger postings: the social layer only reads the
 * row). Completed and visible to friends unless told otherwise.
 */
export async function insertPayment(
  t: TestApp,
  from: { id: string },
  to: { id: string },
  options: {
    amountPesewas?: bigint;
    status?: string;
    message?: string;
    senderVisibility?: Visibility;
    recipientVisibility?: Visibility;
    createdAt?: Date;
    transactionType?: string;
  } = {},
): Promise<number> {
  const createdAt = options.createdAt ?? t.deps.now();
  const status = options.status ?? 'completed';
  const row = await t.deps.db
    .insertInto('transactions')
    .values({
      senderId: from.id,
      recipientId: to.id,
      amountPesewas: (options.amountPesewas ?? 25_00n).toString(),
      message: options.message ?? null,
      status,
      transactionType: options.transactionType ?? 'send',
      createdAt,
      updatedAt: createdAt,
      completedAt: status === 'completed' ? createdAt : null,
      ...(options.senderVisibility ? { senderVisibility: options.senderVisibility } : {}),
      ...(options.recipientVisibility ? { recipientVisibility: options.recipientVisibility } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function makeFriends(t: TestApp, a: { id: string }, b: { id: string }): Promise<void> {
  const now = t.deps.now();
  await t.deps.db
    .insertInto('friendships')
    .values({ requesterId: a.id, addresseeId: b.id, status: 'accepted', requestedAt: now, respondedAt: now })
    .execute();
}

export async function block(t: TestApp, blocker: { id: string }, blocked: { id: string }): Promise<void> {
  await t.deps.db.insertInto('userBlocks').values({ blockerId: blocker.id, blockedId: blocked.id }).execute();
}

type SocialTable =
  'transactionComments' | 'transactionReactions' | 'transactionLikes' | 'friendships' | 'userBlocks' | 'userReports' | 'transactions';

export async function countRows(t: TestApp, table: SocialTable): Promise<number> {
  const row = await t.deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Row counts of everything a social call may write, to prove a refused call wrote nothing. */
export async function socialFootprint(t: TestApp) {
  const tables: SocialTable[] = [
    'transactionComments',
    'transactionReactions',
    'transactionLikes',
    'friendships',
    'userBlocks',
    'userReports',
  ];
  const counts = await Promise.all(tables.map((table) => countRows(t, table)));
  const visibilities = await t.deps.db
    .selectFrom('transactions')
    .select(['id', 'senderVisibility', 'recipientVisibility'])
    .orderBy('id')
    .execute();
  return { ...Object.fromEntries(tables.map((table, i) => [table, counts[i]])), visibilities };
}
