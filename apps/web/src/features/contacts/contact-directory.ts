import { queryClient, SESSION_QUERY_KEY } from '../../lib/query-client';
import { UNKNOWN_USER } from '../money/transaction-display';

/** Someone the person can pay or ask: a search result or a frequent contact, in one shape. */
export interface PickedContact {
  /** The account's user id; null for a saved contact without an account. */
  id: string | null;
  name: string;
  phone: string | null;
  email: string | null;
  username: string | null;
  profileImageUrl: string | null;
}

type Raw = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null);

/** A search result (the spec: id, firstName, lastName, phoneNumber, email, username, profileImageUrl). */
export function contactFromUser(user: Raw): PickedContact {
  const name = [text(user.firstName), text(user.lastName)].filter(Boolean).join(' ') || text(user.name) || UNKNOWN_USER;
  return {
    id: text(user.id),
    name,
    phone: text(user.phoneNumber) ?? text(user.phone),
    email: text(user.email),
    username: text(user.username),
    profileImageUrl: text(user.profileImageUrl) ?? text(user.profileImage),
  };
}

/** A frequent contact (the spec's client view: id, name, phone, email, username, profileImage). */
export function contactFromFrequent(contact: Raw): PickedContact {
  // The contact row's own id is not a user id; the account behind it, when there is one, is.
  const userId = text(contact.userId) ?? text(contact.contactUserId) ?? (typeof contact.user === 'object' && contact.user ? text((contact.user as Raw).id) : null);
  return {
    id: userId,
    name: text(contact.name) ?? text(contact.contactName) ?? UNKNOWN_USER,
    phone: text(contact.phone) ?? text(contact.contactPhone),
    email: text(contact.email) ?? text(contact.contactEmail),
    username: text(contact.username) ?? text(contact.contactUsername),
    profileImageUrl: text(contact.profileImage) ?? text(contact.profileImageUrl),
  };
}

async function getList(path: string, signal?: AbortSignal): Promise<Raw[]> {
  const response = await fetch(path, { credentials: 'include', headers: { accept: 'application/json' }, signal });
  if (response.status === 401) {
    // The spec: a 401 in recipient search means signed out (the auth screen takes the page).
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    return [];
  }
  if (!response.ok) return [];
  const body: unknown = await response.json();
  const list = Array.isArray(body) ? body : Array.isArray((body as Raw | null)?.items) ? ((body as Raw).items as unknown[]) : [];
  return list.filter((item): item is Raw => typeof item === 'object' && item !== null);
}

/** GET /api/search/users?q=: a failed search reads as no results (the spec). */
export async function searchUsers(query: string, signal?: AbortSignal): Promise<PickedContact[]> {
  try {
    return (await getList(`/api/search/users?q=${encodeURIComponent(query)}`, signal)).map(contactFromUser);
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

/** GET /api/contacts/frequent. */
export async function frequentContacts(signal?: AbortSignal): Promise<PickedContact[]> {
  try {
    return (await getList('/api/contacts/frequent', signal)).map(contactFromFrequent);
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}
