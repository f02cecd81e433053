import type { Database } from '@ghanapay/db';
import { findUncategorizedPayments, insertSuggestedCategories } from './payment-category-repository';
import { suggestCategory } from './payment-category';

/**
 * Gives every completed outgoing payment of the person that has none its suggested category, stored
 * so it stays put. After the first call only the payments since the last one are new.
 */
export async function categorizeNewPayments(db: Database, userId: string): Promise<void> {
  const uncategorized = await findUncategorizedPayments(db, userId);
  await insertSuggestedCategories(
    db,
    userId,
    uncategorized.map((p) => ({ transactionId: p.transactionId, transferId: p.transferId, category: suggestCategory(p) })),
  );
}
