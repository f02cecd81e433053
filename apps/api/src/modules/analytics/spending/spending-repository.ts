import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';

/**
 * Completed money movements of a wallet in [from, to), grouped by Accra day, direction, category
 * and counterparty (today's when read live; the missing periods' when rollups are made). Read from
 * the ledger: the wallet's entries of the journals that move a person's money, each path once —
 *   p2p_send, request_payment, held_send / held_claim: a payment between people, counted when its
 *     transaction completed (a held payment returned unclaimed, a reversed one: not at all);
 *   payout_hold: a transfer out (mobile money or bank), counted when the transfer completed, its fee
 *     apart (a failed one's refund cancels it; payout_reversal and payout_recover are not read);
 *   collection_credit: Add Money, posted only when the payer approved.
 * funding_credit (the demo's opening balance) is not a payment and is not read.
 */
export interface SpendingGroupRow {
  /** The Accra date, "2026-11-30". */
  day: string;
  direction: 'in' | 'out';
  /** Null: an outgoing payment not filed yet (then the group is that one payment). */
  category: string | null;
  counterpartyId: string | null;
  /** A held payment's phone or e-mail address, a transfer's account number. */
  counterpartyAccount: string | null;
  personName: string | null;
  accountName: string | null;
  sameFamilyName: boolean;
  ownAccount: boolean;
  uncategorizedTransaction: string | null;
  uncategorizedTransfer: string | null;
  message: string | null;
  amountPesewas: string;
  feePesewas: string;
  payments: string;
}

export async function readSpendingGroups(db: Database, userId: string, from: Date, to: Date): Promise<SpendingGroupRow[]> {
  // The wallet's entries in the range, from the ledger (ledger_wallet_entries, inlined by PostgreSQL).
  const { rows } = await sql<SpendingGroupRow>`
    WITH moves AS (
      SELECT w.journal_id, w.kind, w.created_at, w.transaction_id, w.amount_pesewas AS entry
      FROM ledger_wallet_entries(${userId}, ${from}, ${to}) AS w
      WHERE w.kind IN ('p2p_send', 'request_payment', 'held_send', 'held_claim', 'payout_hold', 'collection_credit')
    ), payments AS (
      SELECT m.created_at, m.entry < 0 AS outgoing,
        CASE WHEN m.entry < 0 THEN t.amount_pesewas ELSE m.entry END AS amount,
        CASE WHEN m.entry < 0 THEN -m.entry - t.amount_pesewas ELSE 0 END AS fee,
        c.category,
        CASE WHEN m.entry < 0 THEN t.recipient_id ELSE t.sender_id END AS counterparty_id,
        CASE WHEN m.entry < 0 AND t.recipient_id IS NULL THEN coalesce(t.recipient_phone, t.recipient_email, '') END AS counterparty_account,
        NULL::text AS account_name, false AS own_account,
        CASE WHEN m.entry < 0 AND c.category IS NULL THEN t.id END AS uncategorized_transaction,
        NULL::uuid AS uncategorized_transfer,
        CASE WHEN m.entry < 0 AND c.category IS NULL THEN t.message END AS message
      FROM moves m
      JOIN transactions t ON t.id = m.transaction_id AND t.status = 'completed'
      LEFT JOIN payment_categories c ON c.transaction_id = t.id
      WHERE m.kind IN ('p2p_send', 'request_payment', 'held_send', 'held_claim')
      UNION ALL
      SELECT m.created_at, true, x.amount_pesewas, x.fee_pesewas, c.category, NULL, x.account_number, x.account_name,
        x.purpose = 'wallet_transfer', NULL, CASE WHEN c.category IS NULL THEN x.id END,
        CASE WHEN c.category IS NULL THEN b.narration END
      FROM moves m
      JOIN external_transfers x ON x.hold_journal_id = m.journal_id AND x.status = 'completed'
      LEFT JOIN payment_categories c ON c.external_transfer_id = x.id
      LEFT JOIN bank_transfers b ON b.id = x.bank_transfer_id
      WHERE m.kind = 'payout_hold'
      UNION ALL
      SELECT m.created_at, false, m.entry, 0, NULL, NULL, x.account_number, x.account_name, true, NULL, NULL, NULL
      FROM moves m
      JOIN external_transfers x ON x.settle_journal_id = m.journal_id
      WHERE m.kind = 'collection_credit'
    ), groups AS (
      SELECT to_char(created_at AT TIME ZONE 'Africa/Accra', 'YYYY-MM-DD') AS day, outgoing, category, counterparty_id,
        counterparty_account, own_account, uncategorized_transaction, uncategorized_transfer,
        max(account_name) AS account_name, max(message) AS message,
        sum(amount) AS amount, sum(fee) AS fee, count(*) AS payments
      FROM payments
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    )
    SELECT g.day, CASE WHEN g.outgoing THEN 'out' ELSE 'in' END AS direction, g.category,
      g.counterparty_id::text AS counterparty_id, g.counterparty_account,
      nullif(concat_ws(' ', u.first_name, u.last_name), '') AS person_name, g.account_name,
      coalesce(lower(u.last_name) = lower(me.last_name), false) AS same_family_name, g.own_account,
      g.uncategorized_transaction::text AS uncategorized_transaction, g.uncategorized_transfer::text AS uncategorized_transfer,
      g.message, g.amount::text AS amount_pesewas, g.fee::text AS fee_pesewas, g.payments::text AS payments
    FROM groups g
    LEFT JOIN users u ON u.id = g.counterparty_id
    CROSS JOIN (SELECT last_name FROM users WHERE id = ${userId}) me`.execute(db);
  return rows;
}

/** Fraud alerts raised on the person's payments in [from, to). */
export async function countFraudAlerts(db: Database, userId: string, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('fraudAlerts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', userId)
    .where('createdAt', '>=', from)
    .where('createdAt', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many payments and transfers reached an outcome: completed, or failed / stopped by the fraud checks. */
export interface Outcomes {
  succeeded: number;
  failed: number;
}

/**
 * The person's payments and transfers started in [from, to) that reached an outcome, per Accra day
 * they were started. Cancelled by the person, or returned unclaimed, is neither.
 */
export async function countOutcomesByDay(db: Database, userId: string, from: Date, to: Date): Promise<Array<Outcomes & { day: string }>> {
  const { rows } = await sql<{ day: string; succeeded: string; failed: string }>`
    SELECT to_char(created_at AT TIME ZONE 'Africa/Accra', 'YYYY-MM-DD') AS day,
      count(*) FILTER (WHERE status = 'completed')::text AS succeeded,
      count(*) FILTER (WHERE status IN ('failed', 'blocked'))::text AS failed
    FROM (
      SELECT created_at, status FROM transactions WHERE sender_id = ${userId} AND created_at >= ${from} AND created_at < ${to}
      UNION ALL
      SELECT created_at, status FROM external_transfers WHERE user_id = ${userId} AND created_at >= ${from} AND created_at < ${to}
    ) attempts
    GROUP BY 1`.execute(db);
  return rows.map((r) => ({ day: r.day, succeeded: Number(r.succeeded), failed: Number(r.failed) }));
}
