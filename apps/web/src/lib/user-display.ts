import { t } from '@lingui/core/macro';
/** Avatar initials from first and last name ("Ama Mensah" → "AM"). */
export function initialsOf(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const initials = [firstName, lastName].map((name) => name?.trim().charAt(0).toUpperCase() ?? '').join('');
  return initials || '?';
}

export function fullNameOf(user: { firstName?: string | null; lastName?: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || unknownUser();
}

/** The balance card's card-style line: only the last 4 characters of the user id are shown. */
export function maskedCardLine(userId: string | number): string {
  return `•••• •••• •••• ${String(userId).slice(-4)}`;
}

export const HIDDEN_BALANCE = '₵••••••';

/** The name shown for a person the app does not know (the spec's "Unknown User"). */
export const unknownUser = () => t`Unknown User`;
