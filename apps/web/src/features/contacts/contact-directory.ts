import type { inferOutput } from '@trpc/tanstack-react-query';
import type { trpc } from '../../lib/trpc';
import { unknownUser } from '../../lib/user-display';

export type SearchResult = inferOutput<typeof trpc.social.searchUsers>[number];
export type FrequentContact = inferOutput<typeof trpc.social.listFrequentContacts>[number];

/** Someone the person can pay or ask: a search result or a frequent contact, in one shape. */
export interface PickedContact {
  /** The account's user id; null for a saved contact without an account. */
  id: string | null;
  name: string;
  phone: string | null;
  email: string | null;
  username: string | null;
  profileImageUrl: string | null;
  /** A masked phone or email ("024 ••• ••56") to tell two people of the same name apart. */
  hint: string | null;
}

const nameOf = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ') || unknownUser();

export function contactFromSearchResult(user: SearchResult): PickedContact {
  return {
    id: user.id,
    name: nameOf(user.firstName, user.lastName),
    phone: user.phoneNumber,
    email: user.email,
    username: user.username,
    profileImageUrl: user.profileImageUrl,
    hint: user.phoneNumber || user.email ? null : (user.phoneHint ?? user.emailHint),
  };
}

export function contactFromFrequent(contact: FrequentContact): PickedContact {
  return {
    // The contact's own id is "contact-<n>" for a saved contact without an account: not a user id.
    id: contact.userId,
    name: contact.name.trim() || unknownUser(),
    phone: contact.phone,
    email: contact.email,
    username: contact.username,
    profileImageUrl: contact.profileImage,
    hint: null,
  };
}
