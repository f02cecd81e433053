import type { Database } from '@ghanapay/db';
import { discloseContact } from '../search/contact-masking';
import { fullName } from '../social-user';
import { rankFrequentCounterparts } from './frequent-contacts-ranking';
import { findUsersForContacts, listSavedContacts, loadCounterpartStats } from './frequent-contacts-repository';

export interface ContactView {
  /** The user's id when the contact has an account (pay them by it); else "contact-<n>". */
  id: string;
  userId: string | null;
  name: string;
  phone: string | null;
  email: string | null;
  username: string | null;
  profileImage: string | null;
  lastTransactionDate: string | null;
  isFrequent: boolean;
}

/**
 * The top 10 people the user pays and asks for money (see rankFrequentCounterparts), then their
 * saved contacts not already listed. A frequent person's phone and email are theirs: paying them
 * reveals neither (see contact-masking.ts); the list pays them by id and shows their @username.
 */
export async function listFrequentContacts(db: Database, userId: string): Promise<ContactView[]> {
  const stats = await loadCounterpartStats(db, userId);
  const ranked = rankFrequentCounterparts(stats);
  const [users, saved] = await Promise.all([
    findUsersForContacts(
      db,
      userId,
      ranked.map((s) => s.userId),
    ),
    listSavedContacts(db, userId),
  ]);
  const usersById = new Map(users.map((u) => [u.id, u]));
  const lastAtByUser = new Map(stats.map((s) => [s.userId, s.lastAt]));

  const frequent: ContactView[] = [];
  for (const stat of ranked) {
    const user = usersById.get(stat.userId);
    if (!user) continue;
    const contact = discloseContact(user, { typedPhone: false, typedEmail: false });
    frequent.push({
      id: user.id,
      userId: user.id,
      name: fullName(user),
      phone: contact.phoneNumber,
      email: contact.email,
      username: user.username,
      profileImage: user.profileImageUrl,
      lastTransactionDate: stat.lastAt.toISOString(),
      isFrequent: true,
    });
  }

  const listed = new Set(frequent.map((c) => c.userId));
  const others: ContactView[] = saved
    .filter((c) => c.contactUserId === null || !listed.has(c.contactUserId))
    .map((c) => ({
      id: c.contactUserId ?? `contact-${c.id}`,
      userId: c.contactUserId,
      name: c.contactName,
      // The user saved these details themself.
      phone: c.contactPhone,
      email: c.contactEmail,
      username: c.username ?? c.contactUsername,
      profileImage: c.profileImageUrl,
      lastTransactionDate: c.contactUserId ? (lastAtByUser.get(c.contactUserId)?.toISOString() ?? null) : null,
      isFrequent: c.isFrequent,
    }));
  return [...frequent, ...others];
}
