/** Friendship decisions with no I/O: what a new request does given the pair's row, and the status view. */

export const FRIENDSHIP_STATUSES = ['pending', 'accepted', 'rejected'] as const;
type FriendshipStatus = (typeof FRIENDSHIP_STATUSES)[number];

/** After a refusal, the person refused may ask again once this much time has passed. */
export const ASK_AGAIN_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

export interface PairRow {
  id: string;
  requesterId: string;
  addresseeId: string;
  status: string;
  requestedAt: Date;
  respondedAt: Date | null;
}

export type RequestDecision = { action: 'create' } | { action: 'reopen'; friendshipId: string } | { action: 'refuse'; message: string };

export function decideFriendRequest(existing: PairRow | undefined, requesterId: string, now: Date): RequestDecision {
  if (!existing) return { action: 'create' };
  const iAsked = existing.requesterId === requesterId;
  switch (existing.status) {
    case 'pending':
      return {
        action: 'refuse',
        message: iAsked
          ? 'You have already sent a friend request to this user'
          : 'This user has already sent you a friend request. Accept it instead',
      };
    case 'accepted':
      return { action: 'refuse', message: 'You are already friends' };
    default: {
      // Rejected: the person who said no may change their mind at once; the person refused waits.
      if (!iAsked) return { action: 'reopen', friendshipId: existing.id };
      const refusedAt = existing.respondedAt ?? existing.requestedAt;
      const askAgainAt = new Date(refusedAt.getTime() + ASK_AGAIN_AFTER_MS);
      if (now.getTime() < askAgainAt.getTime()) {
        return { action: 'refuse', message: `This user declined your friend request. You can ask again after ${formatDay(askAgainAt)}` };
      }
      return { action: 'reopen', friendshipId: existing.id };
    }
  }
}

export interface FriendshipStatusView {
  status: 'none' | FriendshipStatus;
  /** Whether the signed-in user sent the request (sent) or received it (received). */
  direction?: 'sent' | 'received';
  friendshipId?: number;
}

export function toFriendshipStatus(existing: PairRow | undefined, viewerId: string): FriendshipStatusView {
  if (!existing) return { status: 'none' };
  return {
    status: existing.status as FriendshipStatus,
    direction: existing.requesterId === viewerId ? 'sent' : 'received',
    friendshipId: Number(existing.id),
  };
}

/** "22 Dec 2026" in Ghana's time zone (UTC). */
function formatDay(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}
