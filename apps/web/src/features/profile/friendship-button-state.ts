export type FriendshipStatus = 'none' | 'pending' | 'accepted' | 'rejected';

export interface FriendshipButtonState {
  label: 'Request Sent' | 'Friends' | 'Add Friend';
  disabled: boolean;
}

/** The spec's friendship button: pending "Request Sent" and accepted "Friends" (both disabled), otherwise "Add Friend"; none on one's own profile. */
export function friendshipButtonState(status: FriendshipStatus | undefined, isOwnProfile: boolean): FriendshipButtonState | null {
  if (isOwnProfile) return null;
  if (status === 'pending') return { label: 'Request Sent', disabled: true };
  if (status === 'accepted') return { label: 'Friends', disabled: true };
  return { label: 'Add Friend', disabled: false };
}
