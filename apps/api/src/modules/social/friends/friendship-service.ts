import { isUniqueViolation, type Database } from '@ghanapay/db';
import { AppError } from '../../../errors';
import { findBlocksBetween } from '../blocks/block-repository';
import { assertNotBlocked } from '../blocks/block-service';
import { findSocialUser, listFriendRows } from '../profiles/profile-repository';
import { toSocialUser, type TSocialUser } from '../social-user';
import {
  findFriendshipOfPair,
  insertFriendRequest,
  listIncomingRequests,
  lockFriendship,
  reopenFriendRequest,
  updateFriendshipStatus,
} from './friendship-repository';
import { decideFriendRequest, toFriendshipStatus, type FriendshipStatusView, type PairRow } from './friendship-rules';

const FRIENDS_SHOWN = 500;
const REQUESTS_SHOWN = 200;

export interface FriendView extends TSocialUser {
  friendshipId: number;
  friendsSince: string | null;
}

export async function listMyFriends(db: Database, userId: string): Promise<FriendView[]> {
  const rows = await listFriendRows(db, userId, userId, FRIENDS_SHOWN);
  return rows.map((row) => ({
    ...toSocialUser(row),
    friendshipId: Number(row.friendshipId),
    friendsSince: row.respondedAt?.toISOString() ?? null,
  }));
}

export interface FriendRequestView {
  id: number;
  requestedAt: string;
  requester: TSocialUser;
}

export async function listMyFriendRequests(db: Database, userId: string): Promise<FriendRequestView[]> {
  const rows = await listIncomingRequests(db, userId, REQUESTS_SHOWN);
  return rows.map((row) => ({
    id: Number(row.id),
    requestedAt: row.requestedAt.toISOString(),
    requester: toSocialUser({ ...row, id: row.userId }),
  }));
}

export interface FriendshipView {
  id: number;
  requesterId: string;
  addresseeId: string;
  status: 'pending' | 'accepted' | 'rejected';
  requestedAt: string;
  respondedAt: string | null;
  message: string;
}

function toFriendshipView(row: PairRow, message: string): FriendshipView {
  return {
    id: Number(row.id),
    requesterId: row.requesterId,
    addresseeId: row.addresseeId,
    status: row.status as FriendshipView['status'],
    requestedAt: row.requestedAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    message,
  };
}

export async function sendFriendRequest(db: Database, now: Date, requesterId: string, addresseeId: string): Promise<FriendshipView> {
  if (addresseeId === requesterId) throw new AppError('VALIDATION_FAILED', 'You cannot send a friend request to yourself');
  const addressee = await findSocialUser(db, addresseeId);
  if (!addressee) throw new AppError('NOT_FOUND', 'User not found');
  await assertNotBlocked(db, { actorId: requesterId, targetId: addressee.id, action: 'friend-request' });

  const existing = await findFriendshipOfPair(db, requesterId, addressee.id);
  const decision = decideFriendRequest(existing, requesterId, now);
  const request = { requesterId, addresseeId: addressee.id, requestedAt: now };
  if (decision.action === 'refuse') throw new AppError('ALREADY_EXISTS', decision.message);
  if (decision.action === 'reopen') {
    const row = await reopenFriendRequest(db, decision.friendshipId, request);
    if (!row) throw new AppError('ALREADY_EXISTS', 'A friend request between you already exists');
    return toFriendshipView(row, 'Friend request sent');
  }
  try {
    return toFriendshipView(await insertFriendRequest(db, request), 'Friend request sent');
  } catch (error) {
    // The other person asked at the same moment: one row per pair, theirs won.
    if (isUniqueViolation(error)) throw new AppError('ALREADY_EXISTS', 'A friend request between you already exists');
    throw error;
  }
}

/** Only the addressee answers, and only a pending request; anyone else gets 404. */
export async function respondToFriendRequest(
  db: Database,
  now: Date,
  userId: string,
  friendshipId: number,
  answer: 'accept' | 'reject',
): Promise<FriendshipView> {
  return db.transaction().execute(async (trx) => {
    const row = await lockFriendship(trx, String(friendshipId));
    if (!row || row.addresseeId !== userId) throw new AppError('NOT_FOUND', 'Friend request not found');
    if (row.status !== 'pending') throw new AppError('INVALID_STATE', `This friend request was already ${row.status}`);
    const status = answer === 'accept' ? 'accepted' : 'rejected';
    const updated = await updateFriendshipStatus(trx, row.id, status, now);
    return toFriendshipView(updated, answer === 'accept' ? 'Friend request accepted' : 'Friend request rejected');
  });
}

export async function getFriendshipStatus(db: Database, viewerId: string, userId: string): Promise<FriendshipStatusView> {
  if (userId === viewerId) return { status: 'none' };
  const user = await findSocialUser(db, userId);
  // Someone who blocked the viewer does not exist for them, as on their profile.
  if (!user || (await findBlocksBetween(db, viewerId, user.id)).bBlockedA) throw new AppError('NOT_FOUND', 'User not found');
  return toFriendshipStatus(await findFriendshipOfPair(db, viewerId, user.id), viewerId);
}
