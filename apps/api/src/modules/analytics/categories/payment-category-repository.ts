import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';
import type { PaymentCategory } from './payment-category';

/** A completed outgoing payment with no category yet, and what a suggestion reads of it. */
export interface UncategorizedPaymentRow {
  transactionId: string | null;
  transferId: string | null;
  message: string | null;
  counterparty: string | null;
  ownAccount: boolean;
  sameFamilyName: boolean;
}

/** The person's completed payments to people and transfers out that have no category yet. */
export async function findUncategorizedPayments(db: Database, userId: string): Promise<UncategorizedPaymentRow[]> {
  const { rows } = await sql<UncategorizedPaymentRow>`
    SELECT t.id::text AS transaction_id, NULL::uuid AS transfer_id, t.message,
      nullif(trim(concat_ws(' ', r.first_name, r.last_name)), '') AS counterparty,
      false AS own_account,
      coalesce(lower(r.last_name) = lower(me.last_name), false) AS same_family_name
    FROM transactions t
    JOIN users me ON me.id = t.sender_id
    LEFT JOIN users r ON r.id = t.recipient_id
    WHERE t.sender_id = ${userId} AND t.status = 'completed'
      AND NOT EXISTS (SELECT 1 FROM payment_categories c WHERE c.transaction_id = t.id)
    UNION ALL
    SELECT NULL, x.id, b.narration, x.account_name,
      x.purpose = 'wallet_transfer', false
    FROM external_transfers x
    LEFT JOIN bank_transfers b ON b.id = x.bank_transfer_id
    WHERE x.user_id = ${userId} AND x.direction = 'out' AND x.status = 'completed'
      AND NOT EXISTS (SELECT 1 FROM payment_categories c WHERE c.external_transfer_id = x.id)`.execute(db);
  return rows;
}

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
