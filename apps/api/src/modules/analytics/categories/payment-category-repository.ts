import type { Database } from '@ghanapay/db';
import type { PaymentCategory } from './payment-category';

/** Stores suggestions; a category already there (the person's choice, or an earlier suggestion) stays. */
export async function insertSuggestedCategories(
  db: Database,
  userId: string,
  suggestions: ReadonlyArray<{ transactionId: string | null; transferId: string | null; category: PaymentCategory }>,
): Promise<void> {
  if (suggestions.length === 0) return;
  await db
    .insertInto('paymentCategories')
    .values(
      suggestions.map((s) => ({
        userId,
        transactionId: s.transactionId,
        externalTransferId: s.transferId,
        category: s.category,
        chosen: false,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The payment the person sent (completed), with its category if it has one; undefined: not theirs. */
export async function findSentPayment(db: Database, userId: string, transactionId: number) {
  return db
    .selectFrom('transactions as t')
    .leftJoin('paymentCategories as c', 'c.transactionId', 't.id')
    .leftJoin('users as r', 'r.id', 't.recipientId')
    .innerJoin('users as me', 'me.id', 't.senderId')
    .select(['t.id', 't.status', 't.message', 'c.category', 'c.chosen', 'r.firstName', 'r.lastName', 'me.lastName as myLastName'])
    .where('t.id', '=', String(transactionId))
    .where('t.senderId', '=', userId)
    .executeTakeFirst();
}

/** The person's own choice for a payment: it replaces a suggestion or an earlier choice. */
export async function saveChosenCategory(db: Database, userId: string, transactionId: string, category: PaymentCategory, now: Date) {
  await db
    .insertInto('paymentCategories')
    .values({ userId, transactionId, category, chosen: true, updatedAt: now })
    .onConflict((oc) => oc.column('transactionId').doUpdateSet({ category, chosen: true, updatedAt: now }))
    .execute();
}
