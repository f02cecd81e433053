import { t } from '@lingui/core/macro';
export type FriendshipStatus = 'none' | 'pending' | 'accepted' | 'rejected';

export interface FriendshipButtonState {
  label: string;
  disabled: boolean;
}

/** The spec's friendship button: pending "Request Sent" and accepted "Friends" (both disabled), otherwise "Add Friend"; none on one's own profile. */
export function friendshipButtonState(status: FriendshipStatus | undefined, isOwnProfile: boolean): FriendshipButtonState | null {
  if (isOwnProfile) return null;
  if (status === 'pending') return { label: t`Request Sent`, disabled: true };
  if (status === 'accepted') return { label: t`Friends`, disabled: true };
  return { label: t`Add Friend`, disabled: false };
}
