import type { Database } from '@ghanapay/db';
import { AppError } from '../../../errors';
import { findSocialUser } from '../profiles/profile-repository';
import { isUserId } from '../social-inputs';
import { deleteBlock, deleteFriendshipOfPair, findBlocksBetween, insertBlock, listBlockedIds } from './block-repository';

/** What the actor was trying to do, for the refusal's wording. */
export type BlockedAction = 'friend-request' | 'money-request' | 'send-money' | 'split-bill' | 'interact';

const ACTION_PHRASES: Record<BlockedAction, string> = {
  'friend-request': 'send a friend request to',
  'money-request': 'request money from',
  'send-money': 'send money to',
  'split-bill': 'split a bill with',
  interact: 'interact with',
};

const UNKNOWN_TO_THE_BLOCKED: ReadonlySet<BlockedAction> = new Set(['money-request', 'send-money', 'split-bill']);

/**
 * Refuses when either user has blocked the other: a blocked user cannot reach the blocker (asking
 * for money: 404, as for an unknown user; otherwise 403), and the blocker must unblock before
 * reaching out. For other modules too (money requests, split bills).
 */
export async function assertNotBlocked(
  db: Database,
  { actorId, targetId, action = 'interact' }: { actorId: string; targetId: string; action?: BlockedAction },
): Promise<void> {
  if (!isUserId(actorId) || !isUserId(targetId) || actorId === targetId) return;
  const { aBlockedB: actorBlockedTarget, bBlockedA: targetBlockedActor } = await findBlocksBetween(db, actorId, targetId);
  const phrase = ACTION_PHRASES[action];
  // Money asked of someone who blocked you is answered as if they did not exist: the blocked person
  // must not learn of the block from the refusal (the callers' unknown-user answer is this one).
  if (targetBlockedActor && UNKNOWN_TO_THE_BLOCKED.has(action)) throw new AppError('NOT_FOUND', 'User not found');
  if (targetBlockedActor) throw new AppError('FORBIDDEN', `You cannot ${phrase} this user`);
  if (actorBlockedTarget) throw new AppError('FORBIDDEN', `You have blocked this user. Unblock them to ${phrase} them`);
}

/** The users `userId` has blocked: their transactions leave `userId`'s lists. */
export function blockedUserIdsFor(db: Database, userId: string): Promise<string[]> {
  return listBlockedIds(db, userId);
}

export interface BlockResult {
  blocked: boolean;
  userId: string;
  message: string;
}

/** Idempotent: blocking twice is one block. It also ends any friendship or request between the two. */
export async function blockUser(db: Database, now: Date, blockerId: string, targetId: string): Promise<BlockResult> {
  if (targetId === blockerId) throw new AppError('VALIDATION_FAILED', 'You cannot block yourself');
  const target = await findSocialUser(db, targetId);
  if (!target) throw new AppError('NOT_FOUND', 'User not found');
  await db.transaction().execute(async (trx) => {
    await insertBlock(trx, blockerId, target.id, now);
    await deleteFriendshipOfPair(trx, blockerId, target.id);
  });
  return { blocked: true, userId: target.id, message: 'You will no longer see transactions from this user' };
}

export async function unblockUser(db: Database, blockerId: string, targetId: string): Promise<BlockResult> {
  if (targetId === blockerId) throw new AppError('VALIDATION_FAILED', 'You cannot block yourself');
  const target = await findSocialUser(db, targetId);
  if (!target) throw new AppError('NOT_FOUND', 'User not found');
  await deleteBlock(db, blockerId, target.id);
  return { blocked: false, userId: target.id, message: 'User unblocked' };
}
