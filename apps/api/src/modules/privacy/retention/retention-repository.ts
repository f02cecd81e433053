import type { Database } from '@ghanapay/db';
import { walletAccountsQuery } from '@ghanapay/ledger';
import { sql } from 'kysely';

/**
 * Closed accounts due a retention step: closed before `closedBefore`, the step not yet done. An
 * account whose wallet is not empty (a payment that raced the closure would be one) is left for
 * operations to settle; it is never anonymised with money in it.
 */
export async function findClosedAccountsDue(
  db: Database,
  step: 'kycErasedAt' | 'anonymisedAt',
  closedBefore: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.closedAt', 'is not', null)
    .where('u.closedAt', '<', closedBefore)
    .where(`u.${step}`, 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom(walletAccountsQuery(db).as('a')).select('a.id').whereRef('a.userId', '=', 'u.id').where('a.balancePesewas', '<>', '0'),
        ),
      ),
    )
    .orderBy('u.closedAt')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Identity documents: their numbers, the data read from them and the photos go; the decision stays. */
export async function eraseIdentityDocuments(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('kycDocuments')
    .set({
      documentNumber: null,
      extractedData: null,
      documentImageId: null,
      selfieImageId: null,
      documentImageUrl: '',
      selfieImageUrl: '',
    })
    .where('userId', '=', userId)
    .execute();
  await db.deleteFrom('kycImages').where('userId', '=', userId).execute();
  await db.updateTable('users').set({ kycErasedAt: now }).where('id', '=', userId).execute();
}

/**
 * The person's name and addresses leave every record that still has them. The rows stay (the
 * ledger's journals, the payments they belong to, the other party's history), naming an account
 * that no longer says who it was.
 */
export async function anonymiseAccount(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({
      firstName: 'Closed',
      lastName: 'Account',
      username: sql<string>`'closed_' || left(md5(id::text), 16)`,
      email: null,
      emailVerified: false,
      phoneNumber: null,
      phoneVerified: false,
      passwordHash: null,
      profileImageUrl: null,
      anonymisedAt: now,
      updatedAt: now,
    })
    .where('id', '=', userId)
    .execute();
  // What senders typed to reach them, and what they wrote on payments and requests.
  await db
    .updateTable('transactions')
    .set({ recipientPhone: null, recipientEmail: null, recipientUsername: null })
    .where('recipientId', '=', userId)
    .execute();
  await db.updateTable('transactions').set({ message: null }).where('senderId', '=', userId).execute();
  await db.updateTable('moneyRequests').set({ message: null }).where('requesterId', '=', userId).execute();
  // Their linked wallets, bank accounts and cards (Paystack's tokens with them); the transfers keep only the last 4 digits.
  await db.deleteFrom('mobileMoneyAccounts').where('userId', '=', userId).execute();
  await db.deleteFrom('bankAccounts').where('userId', '=', userId).execute();
  await db.deleteFrom('bankCards').where('userId', '=', userId).execute();
  // The card checks name the customer email Paystack knew them by.
  await db.deleteFrom('cardCheckouts').where('userId', '=', userId).execute();
  await db
    .updateTable('externalTransfers')
    .set({ accountName: 'Closed account', accountNumber: sql<string>`'••••' || right(account_number, 4)` })
    .where('userId', '=', userId)
    .execute();
  await db
    .updateTable('bankTransfers')
    .set({ recipientName: 'Closed account', recipientAccount: sql<string>`'••••' || right(recipient_account, 4)`, narration: null })
    .where('userId', '=', userId)
    .execute();
  await db.updateTable('ussdSessions').set({ phoneNumber: 'erased', lastText: null }).where('userId', '=', userId).execute();
  await db.updateTable('analyticsRollups').set({ accountName: null, counterpartyAccount: null }).where('userId', '=', userId).execute();
}
