import type { AppDeps } from '../../../deps';
import { consumeAddressLimit, consumeRateLimit } from '../../rate-limits';
import { discloseContact } from './contact-masking';
import { EXACT_LOOKUPS_PER_IP, EXACT_LOOKUPS_PER_USER, SEARCHES_PER_IP, SEARCHES_PER_USER } from './search-limits';
import { parseSearchQuery, type SearchQuery } from './search-query';
import { searchUserRows, type SearchRow } from './search-repository';

const SEARCH_RESULTS_MAX = 20;

export interface SearchResult {
  id: string;
  firstName: string;
  lastName: string;
  /** Full only for friends, contacts, past counterparties, or when typed in full; else null. */
  phoneNumber: string | null;
  email: string | null;
  /** Always present when the user has one: "024•••••56", "a•••@example.com". */
  phoneHint: string | null;
  emailHint: string | null;
  /** Null in a name-only answer (a stranger found by their whole number or e-mail address). */
  username: string | null;
  profileImageUrl: string | null;
  isVerified: boolean;
  /** True when only the name is told: the searcher confirms it before paying, as MoMo does. */
  nameOnly: boolean;
  isFriend: boolean;
  /** The last completed payment between the searcher and this user, either way. */
  lastTransactionDate: string | null;
}

/**
 * Counts the search (per user and per address; a whole-number or whole-address look-up also against
 * its own, tighter limits), then finds people. A stranger found only because the searcher typed
 * their whole phone number or e-mail address is answered with their name alone (nameOnly): enough
 * to confirm whom a payment goes to, nothing to harvest (no username, picture, or masked contacts).
 */
export async function searchUsers(
  deps: Pick<AppDeps, 'db' | 'now'>,
  search: { viewerId: string; text: string; ip: string },
): Promise<SearchResult[]> {
  const { viewerId } = search;
  const now = deps.now();
  const query = parseSearchQuery(search.text);
  await consumeRateLimit(deps.db, SEARCHES_PER_USER, viewerId, now);
  await consumeAddressLimit(deps.db, SEARCHES_PER_IP, search.ip, now);
  if (isExactLookup(query)) {
    await consumeRateLimit(deps.db, EXACT_LOOKUPS_PER_USER, viewerId, now);
    await consumeAddressLimit(deps.db, EXACT_LOOKUPS_PER_IP, search.ip, now);
  }
  const rows = await searchUserRows(deps.db, viewerId, query, SEARCH_RESULTS_MAX);
  return rows.map((row) => {
    const typedPhone = query.kind === 'phone' && query.exact !== null && query.exact === row.phoneNumber;
    const typedEmail = query.kind === 'email' && query.exact === row.email;
    if ((typedPhone || typedEmail) && !knowsViewer(row)) return nameOnly(row, { typedPhone, typedEmail });
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      ...discloseContact(row, { typedPhone, typedEmail }),
      username: row.username,
      profileImageUrl: row.profileImageUrl,
      isVerified: row.isVerified,
      isFriend: row.isFriend,
      lastTransactionDate: row.lastTransactionAt ? new Date(row.lastTransactionAt).toISOString() : null,
      nameOnly: false,
    };
  });
}

/** A whole phone number or an e-mail address: the look-ups that can name a stranger. */
function isExactLookup(query: SearchQuery): boolean {
  return (query.kind === 'phone' && query.exact !== null) || query.kind === 'email';
}

/** A friend, a saved contact, or someone paid or paid by. */
function knowsViewer(row: SearchRow): boolean {
  return row.isFriend || row.isContact || row.lastTransactionAt !== null;
}

/** The name, and back only what the searcher typed; nothing else about a stranger. */
function nameOnly(row: SearchRow, typed: { typedPhone: boolean; typedEmail: boolean }): SearchResult {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: typed.typedPhone ? row.phoneNumber : null,
    email: typed.typedEmail ? row.email : null,
    phoneHint: null,
    emailHint: null,
    username: null,
    profileImageUrl: null,
    isVerified: false,
    isFriend: false,
    lastTransactionDate: null,
    nameOnly: true,
  };
}
