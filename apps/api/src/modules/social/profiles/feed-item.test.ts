import { describe, expect, it } from 'vitest';
import type { FeedRow } from './feed-repository';
import { toFeedItem } from './feed-item';

const SENDER = '11111111-1111-4111-8111-111111111111';
const RECIPIENT = '22222222-2222-4222-8222-222222222222';
const STRANGER = '33333333-3333-4333-8333-333333333333';

const row: FeedRow = {
  id: '42',
  senderId: SENDER,
  recipientId: RECIPIENT,
  amountPesewas: '12550',
  message: 'Waakye',
  transactionType: 'send',
  createdAt: new Date('2026-11-20T10:00:00Z'),
  senderVisibility: 'public',
  recipientVisibility: 'friends',
  senderFirstName: 'Ama',
  senderLastName: 'Mensah',
  senderProfileImageUrl: null,
  recipientFirstName: 'Kofi',
  recipientLastName: 'Boateng',
  recipientProfileImageUrl: null,
  likeCount: '3',
  commentCount: '1',
};

describe('toFeedItem', () => {
  it('shows the amount to the sender and the recipient only', () => {
    expect(toFeedItem(row, SENDER).amount).toBe('125.50');
    expect(toFeedItem(row, RECIPIENT).amount).toBe('125.50');
    expect(toFeedItem(row, STRANGER).amount).toBeNull();
  });

  it('gives a party their own visibility choice, and everyone the stricter one', () => {
    expect(toFeedItem(row, SENDER)).toMatchObject({ myVisibility: 'public', visibility: 'friends', isMine: true });
    expect(toFeedItem(row, RECIPIENT)).toMatchObject({ myVisibility: 'friends', visibility: 'friends', isMine: true });
    expect(toFeedItem(row, STRANGER)).toMatchObject({ myVisibility: null, visibility: 'friends', isMine: false });
  });

  it('names both sides and pads the display id', () => {
    expect(toFeedItem(row, STRANGER)).toMatchObject({
      displayId: 'GHP00000042',
      senderName: 'Ama Mensah',
      recipientName: 'Kofi Boateng',
      likeCount: 3,
      commentCount: 1,
    });
  });
});
