import type { Database } from '@ghanapay/db';
import { walletOutflowsSince } from '@ghanapay/ledger';
import { sql } from 'kysely';

export type CooldownReason = 'password_reset' | 'phone_change';

export async function insertRecoveryCooldown(
  db: Database,
  row: { userId: string; reason: CooldownReason; startedAt: Date; endsAt: Date },
): Promise<void> {
  await db.insertInto('recoveryCooldowns').values(row).execute();
}

/** The cool-down in force at `now` that ends last (a later reset inside one extends it). */
export async function findActiveCooldown(db: Database, userId: string, now: Date): Promise<ActiveCooldown | undefined> {
  const row = await db
    .selectFrom('recoveryCooldowns')
    .select(['reason', 'startedAt', 'endsAt', 'ledgerSince'])
    .where('userId', '=', userId)
    .where('endsAt', '>', now)
    .where('startedAt', '<=', now)
    .orderBy('endsAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row as ActiveCooldown | undefined;
}

interface ActiveCooldown {
  reason: CooldownReason;
  startedAt: Date;
  endsAt: Date;
  /** The database's clock at the start (what ledger entries are stamped with). */
  ledgerSince: Date;
}

/**
 * Money that left the person's wallet since `since` by the paths a cool-down limits: transfers out
 * and bank transfers (payout holds, fee included), bill and merchant payments, and payments to people
 * they had not paid before `since` (a send, a waiting send, a held send, an approved request).
 */
export function moneyOutSince(db: Database, userId: string, since: { ledger: Date; app: Date }): Promise<bigint> {
  return walletOutflowsSince(db, {
    userId,
    since: since.ledger,
    journalKinds: ['payout_hold', 'bill_payment_hold', 'merchant_payment', 'p2p_send', 'held_send', 'request_payment'],
    except: ({ kind, transactionId }) => sql<boolean>`${kind} IN ('p2p_send', 'request_payment') AND EXISTS (
      SELECT 1 FROM transactions t
      WHERE t.id = ${transactionId} AND t.recipient_id IS NOT NULL AND EXISTS (
        SELECT 1 FROM transactions p
        WHERE p.sender_id = ${userId} AND p.recipient_id = t.recipient_id AND p.status = 'completed' AND p.created_at < ${since.app}))`,
  });
}

/** Serialises a person's money out while a cool-down is in force (the check and the write become one step). */
export async function lockCooldownOf(trx: Database, userId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${'recovery-cooldown:' + userId}, 0))`.execute(trx);
}

/** Whether the person completed a payment to this recipient before `before` (then paying them again is not limited). */
export async function paidBefore(db: Database, senderId: string, recipientId: string, before: Date): Promise<boolean> {
  const row = await db
    .selectFrom('transactions')
    .select('id')
    .where('senderId', '=', senderId)
    .where('recipientId', '=', recipientId)
    .where('status', '=', 'completed')
    .where('createdAt', '<', before)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
