import { countRows, createTestUser, testPasswordOf, type TestUser, type TestUserOptions } from '../../../testing/factories';
import type { TestApp } from '../../../testing/test-app';
import type { Visibility } from '../transactions/visibility-rules';

export const PASSWORD = testPasswordOf('social');

export type SocialTestUser = TestUser;

/** A user with a wallet, signed in through the real login call (testing/factories.ts). */
export function createUser(
  t: TestApp,
  options: Pick<
    TestUserOptions,
    'firstName' | 'lastName' | 'username' | 'phoneNumber' | 'email' | 'profileImageUrl' | 'ageDays' | 'emailVerified'
  > = {},
): Promise<SocialTestUser> {
  return createTestUser(t, 'social', options);
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

export { countRows };

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
