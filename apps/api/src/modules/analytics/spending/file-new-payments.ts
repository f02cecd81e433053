import type { Database } from '@ghanapay/db';
import { insertSuggestedCategories } from '../categories/payment-category-repository';
import { suggestCategory, type PaymentCategory } from '../categories/payment-category';
import { counterpartyName } from './counterparty-name';
import type { SpendingGroupRow } from './spending-repository';

/**
 * Gives each outgoing payment not filed yet (a group of its own) its suggested category, in place,
 * and stores the suggestions once, so a payment keeps its category (and the next read finds it filed).
 */
export async function fileNewPayments(db: Database, userId: string, groups: SpendingGroupRow[]): Promise<void> {
  const suggestions: Array<{ transactionId: string | null; transferId: string | null; category: PaymentCategory }> = [];
  for (const g of groups) {
    if (g.direction !== 'out' || g.category !== null) continue;
    g.category = suggestCategory({
      message: g.message,
      counterparty: counterpartyName(g),
      ownAccount: g.ownAccount,
      sameFamilyName: g.sameFamilyName,
    });
    suggestions.push({
      transactionId: g.uncategorizedTransaction,
      transferId: g.uncategorizedTransfer,
      category: g.category as PaymentCategory,
    });
  }
  await insertSuggestedCategories(db, userId, suggestions);
}
