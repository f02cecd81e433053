import { describe, expect, it } from 'vitest';
import { ASK_AGAIN_AFTER_MS, decideFriendRequest, toFriendshipStatus, type PairRow } from './friendship-rules';

const ME = 'me';
const THEM = 'them';
const now = new Date('2026-11-22T12:00:00Z');

function pair(overrides: Partial<PairRow>): PairRow {
  return {
    id: '7',
    requesterId: ME,
    addresseeId: THEM,
    status: 'pending',
    requestedAt: new Date('2026-11-01T00:00:00Z'),
    respondedAt: null,
    ...overrides,
  };
}

describe('decideFriendRequest', () => {
  it('creates a request when the pair has none', () => {
    expect(decideFriendRequest(undefined, ME, now)).toEqual({ action: 'create' });
  });

  it('refuses a duplicate in either direction and between friends', () => {
    expect(decideFriendRequest(pair({}), ME, now)).toEqual({
      action: 'refuse',
      message: 'You have already sent a friend request to this user',
    });
    expect(decideFriendRequest(pair({ requesterId: THEM, addresseeId: ME }), ME, now)).toEqual({
      action: 'refuse',
      message: 'This user has already sent you a friend request. Accept it instead',
    });
    expect(decideFriendRequest(pair({ status: 'accepted' }), ME, now)).toEqual({ action: 'refuse', message: 'You are already friends' });
  });

  it('lets the person who declined ask at once', () => {
    const declinedByMe = pair({ requesterId: THEM, addresseeId: ME, status: 'rejected', respondedAt: now });
    expect(decideFriendRequest(declinedByMe, ME, now)).toEqual({ action: 'reopen', friendshipId: '7' });
  });

  it('makes the person declined wait 30 days', () => {
    const respondedAt = new Date(now.getTime() - ASK_AGAIN_AFTER_MS + 60_000);
    const declined = pair({ status: 'rejected', respondedAt });
    expect(decideFriendRequest(declined, ME, now)).toEqual({
      action: 'refuse',
      message: 'This user declined your friend request. You can ask again after 22 Nov 2026',
    });
    const later = new Date(respondedAt.getTime() + ASK_AGAIN_AFTER_MS);
    expect(decideFriendRequest(declined, ME, later)).toEqual({ action: 'reopen', friendshipId: '7' });
  });
});

describe('toFriendshipStatus', () => {
  it('is none without a row, and says which way a request went', () => {
    expect(toFriendshipStatus(undefined, ME)).toEqual({ status: 'none' });
    expect(toFriendshipStatus(pair({}), ME)).toEqual({ status: 'pending', direction: 'sent', friendshipId: 7 });
    expect(toFriendshipStatus(pair({}), THEM)).toEqual({ status: 'pending', direction: 'received', friendshipId: 7 });
    expect(toFriendshipStatus(pair({ status: 'accepted' }), THEM)).toMatchObject({ status: 'accepted' });
  });
});
