import type { Database } from '@ghanapay/db';
import { getWalletBalanceByUser } from '@ghanapay/ledger';
import { sql } from 'kysely';

/** What still ties a wallet to money in motion; each one keeps the account open. */
export interface OpenItems {
  balancePesewas: bigint;
  /** Payments to or from the person still pending (held for an unregistered recipient, awaiting review). */
  pendingPayments: number;
  /** Transfers out to a mobile-money wallet, bank or card not yet final (scheduled, processing, review). */
  pendingTransfersOut: number;
  /** Add Money collections not yet final. */
  pendingAddMoney: number;
  /** Bank transfers (GhIPSS) pending or scheduled. */
  pendingBankTransfers: number;
  /** Money requests the person made or was asked to pay, still pending. */
  openRequests: number;
  /** Split bills the person created with a share still unpaid. */
  openSplitBills: number;
}

/**
 * Locks the person's row for the closure. Every payment or request naming them takes a KEY SHARE
 * lock on it (the foreign key, and the 0028 trigger), so none can land between the check and the
 * closure: it waits, then sees the account closed; one that got there first is seen by the check.
 */
export async function lockUserForClosure(db: Database, userId: string) {
  return db.selectFrom('users').select(['id', 'closedAt']).where('id', '=', userId).forUpdate().executeTakeFirst();
}

export async function findOpenItems(db: Database, userId: string): Promise<OpenItems> {
  const balancePesewas = await getWalletBalanceByUser(db, userId);
  const { rows } = await sql<Record<Exclude<keyof OpenItems, 'balancePesewas'>, string>>`
    SELECT
      (SELECT count(*) FROM transactions WHERE status = 'pending' AND sender_id = ${userId})
        + (SELECT count(*) FROM transactions WHERE status = 'pending' AND recipient_id = ${userId}) AS "pendingPayments",
      (SELECT count(*) FROM external_transfers WHERE user_id = ${userId} AND direction = 'out'
        AND status IN ('scheduled', 'processing', 'review')) AS "pendingTransfersOut",
      (SELECT count(*) FROM external_transfers WHERE user_id = ${userId} AND direction = 'in'
        AND status IN ('scheduled', 'processing', 'review')) AS "pendingAddMoney",
      (SELECT count(*) FROM bank_transfers WHERE user_id = ${userId} AND status IN ('pending', 'scheduled'))
        + (SELECT count(*) FROM banking_transactions WHERE user_id = ${userId} AND status = 'pending') AS "pendingBankTransfers",
      (SELECT count(*) FROM money_requests WHERE status = 'pending' AND requester_id = ${userId})
        + (SELECT count(*) FROM money_requests WHERE status = 'pending' AND payer_id = ${userId}) AS "openRequests",
      (SELECT count(DISTINCT sb.id) FROM split_bills sb
        JOIN split_bill_participants p ON p.split_bill_id = sb.id
        JOIN money_requests mr ON mr.id = p.money_request_id
        WHERE sb.creator_id = ${userId} AND mr.status = 'pending') AS "openSplitBills"`.execute(db);
  const row = rows[0]!;
  return {
    balancePesewas,
    pendingPayments: Number(row.pendingPayments),
    pendingTransfersOut: Number(row.pendingTransfersOut),
    pendingAddMoney: Number(row.pendingAddMoney),
    pendingBankTransfers: Number(row.pendingBankTransfers),
    openRequests: Number(row.openRequests),
    openSplitBills: Number(row.openSplitBills),
  };
}

export async function markClosed(db: Database, userId: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ closedAt: now, updatedAt: now }).where('id', '=', userId).execute();
  // A closed account takes no more money in: its open payment links close with it.
  await db.updateTable('paymentLinks').set({ closedAt: now }).where('userId', '=', userId).where('closedAt', 'is', null).execute();
}

/**
 * What no law asks us to keep goes the day the account closes: the ways to sign in (sessions,
 * passkeys, USSD PIN), the devices that got their pushes, the social graph and what the person
 * wrote on payments, their address book, picture and preferences. Returns the ended sessions' ids (for the session cache).
 */
export async function eraseAtClosure(db: Database, userId: string): Promise<string[]> {
  const sessions = await db.deleteFrom('sessions').where('userId', '=', userId).returning('sid').execute();
  await db.deleteFrom('webauthnCredentials').where('userId', '=', userId).execute();
  await db.deleteFrom('ussdPins').where('userId', '=', userId).execute();
  await db.deleteFrom('pushSubscriptions').where('userId', '=', userId).execute();
  await db
    .deleteFrom('friendships')
    .where((eb) => eb.or([eb('requesterId', '=', userId), eb('addresseeId', '=', userId)]))
    .execute();
  await db
    .deleteFrom('userBlocks')
    .where((eb) => eb.or([eb('blockerId', '=', userId), eb('blockedId', '=', userId)]))
    .execute();
  await db.deleteFrom('contacts').where('userId', '=', userId).execute();
  await db.deleteFrom('transactionComments').where('userId', '=', userId).execute();
  await db.deleteFrom('transactionReactions').where('userId', '=', userId).execute();
  await db.deleteFrom('transactionLikes').where('userId', '=', userId).execute();
  await db.deleteFrom('profileImages').where('userId', '=', userId).execute();
  await db.deleteFrom('userPreferences').where('userId', '=', userId).execute();
  await db.updateTable('users').set({ profileImageUrl: null }).where('id', '=', userId).execute();
  return sessions.map((s) => s.sid);
}
