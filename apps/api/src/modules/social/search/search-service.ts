import type { Database } from '@ghanapay/db';
import { discloseContact } from './contact-masking';
import { parseSearchQuery } from './search-query';
import { searchUserRows } from './search-repository';

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
  username: string;
  profileImageUrl: string | null;
  isVerified: boolean;
  isFriend: boolean;
  /** The last completed payment between the searcher and this user, either way. */
  lastTransactionDate: string | null;
}

export async function searchUsers(db: Database, viewerId: string, text: string): Promise<SearchResult[]> {
  const query = parseSearchQuery(text);
  const rows = await searchUserRows(db, viewerId, query, SEARCH_RESULTS_MAX);
  return rows.map((row) => {
    const contact = discloseContact(row, {
      typedPhone: query.kind === 'phone' && query.exact !== null && query.exact === row.phoneNumber,
      typedEmail: query.kind === 'email' && query.exact === row.email,
    });
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      ...contact,
      username: row.username,
      profileImageUrl: row.profileImageUrl,
      isVerified: row.isVerified,
      isFriend: row.isFriend,
      lastTransactionDate: row.lastTransactionAt ? new Date(row.lastTransactionAt).toISOString() : null,
    };
  });
}
