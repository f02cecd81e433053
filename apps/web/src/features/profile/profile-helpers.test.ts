import { describe, expect, it } from 'vitest';
import { feedItemTitle } from './feed-item-title';
import { avatarSeed, cartoonAvatarUrl } from '../../components/avatar-seed';
import { friendshipButtonState } from './friendship-button-state';
import { moneyTransferSearchForUser, sendMoneySearchForUser } from '../../lib/send-money-search';

describe('friendshipButtonState', () => {
  it("shows no button on one's own profile", () => {
    expect(friendshipButtonState('accepted', true)).toBeNull();
  });

  it("follows the spec's states", () => {
    expect(friendshipButtonState('pending', false)).toEqual({ label: 'Request Sent', disabled: true });
    expect(friendshipButtonState('accepted', false)).toEqual({ label: 'Friends', disabled: true });
    expect(friendshipButtonState('none', false)).toEqual({ label: 'Add Friend', disabled: false });
    expect(friendshipButtonState('rejected', false)).toEqual({ label: 'Add Friend', disabled: false });
    expect(friendshipButtonState(undefined, false)).toEqual({ label: 'Add Friend', disabled: false });
  });
});

describe('avatars', () => {
  it('seeds by user id, "unknown" when there is none', () => {
    expect(avatarSeed('abc')).toBe('abc');
    expect(avatarSeed('  ')).toBe('unknown');
    expect(avatarSeed(null)).toBe('unknown');
  });

  it('asks this origin for the cartoon of the seed, escaped', () => {
    expect(cartoonAvatarUrl('user-1')).toBe('/api/avatars/user-1.svg');
    expect(cartoonAvatarUrl('a/b')).toBe('/api/avatars/a%2Fb.svg');
  });
});

describe('sendMoneySearchForUser', () => {
  it('prefills the send screen with the person', () => {
    expect(sendMoneySearchForUser({ id: 'u1', firstName: 'Kofi', lastName: 'Boateng', username: 'kofi_boateng' })).toEqual({
      action: 'send',
      recipientId: 'u1',
      recipientName: 'Kofi Boateng',
      recipientUsername: 'kofi_boateng',
    });
  });

  it("sends a profile's Send Money to /money-transfer with the id and full name, as the spec says", () => {
    expect(moneyTransferSearchForUser({ id: 'u1', firstName: 'Kofi', lastName: 'Boateng', username: 'kofi_boateng' })).toEqual({
      recipientId: 'u1',
      recipientName: 'Kofi Boateng',
    });
  });
});

describe('feedItemTitle', () => {
  const item = { senderId: 's', senderName: 'Ama Mensah', recipientId: 'r', recipientName: 'Kofi Boateng' };
  it("reads from the viewer's side", () => {
    expect(feedItemTitle(item, 's')).toBe('You paid Kofi Boateng');
    expect(feedItemTitle(item, 'r')).toBe('Ama Mensah paid you');
    expect(feedItemTitle(item, 'x')).toBe('Ama Mensah paid Kofi Boateng');
  });
});
