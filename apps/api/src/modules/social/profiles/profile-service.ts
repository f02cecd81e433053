import type { Database } from '@ghanapay/db';
import { AppError } from '../../../errors';
import { findBlocksBetween } from '../blocks/block-repository';
import { toSocialUser, type TSocialUser } from '../social-user';
import { FEED_PAGE_DEFAULT, FEED_PAGE_MAX, toFeedItem, type TFeedItem } from './feed-item';
import { listFeedRows } from './feed-repository';
import { countFriends, findSocialUser, listFriendRows, type ProfileRow } from './profile-repository';

const FRIENDS_SHOWN = 500;

export interface ProfileView extends TSocialUser {
  friendCount: number;
  createdAt: string;
  /** The signed-in user's own profile. */
  isMe: boolean;
  /** The signed-in user has blocked this user (the profile stays reachable, to unblock). */
  blockedByMe: boolean;
}

/** A user who blocked the viewer does not exist for them (404), like a missing one. */
async function findProfileFor(db: Database, viewerId: string, userId: string): Promise<{ user: ProfileRow; blockedByMe: boolean }> {
  const user = await findSocialUser(db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  if (user.id === viewerId) return { user, blockedByMe: false };
  const blocks = await findBlocksBetween(db, viewerId, user.id);
  if (blocks.bBlockedA) throw new AppError('NOT_FOUND', 'User not found');
  return { user, blockedByMe: blocks.aBlockedB };
}

export async function getUserProfile(db: Database, viewerId: string, userId: string): Promise<ProfileView> {
  const { user, blockedByMe } = await findProfileFor(db, viewerId, userId);
  return {
    ...toSocialUser(user),
    friendCount: await countFriends(db, user.id),
    createdAt: user.createdAt.toISOString(),
    isMe: user.id === viewerId,
    blockedByMe,
  };
}

export async function listUserFriends(db: Database, viewerId: string, userId: string): Promise<TSocialUser[]> {
  const { user } = await findProfileFor(db, viewerId, userId);
  const rows = await listFriendRows(db, user.id, viewerId, FRIENDS_SHOWN);
  return rows.map(toSocialUser);
}

export async function listUserTransactions(
  db: Database,
  viewerId: string,
  query: { userId: string; limit?: number | undefined; cursor?: number | undefined },
): Promise<TFeedItem[]> {
  const { user } = await findProfileFor(db, viewerId, query.userId);
  const limit = Math.min(query.limit ?? FEED_PAGE_DEFAULT, FEED_PAGE_MAX);
  const rows = await listFeedRows(db, { userId: user.id, viewerId, limit, beforeId: query.cursor });
  return rows.map((row) => toFeedItem(row, viewerId));
}
