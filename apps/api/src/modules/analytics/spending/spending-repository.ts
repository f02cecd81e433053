import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';

/**
 * Completed money movements of a wallet in [from, to), grouped by Accra month, direction, category
 * and counterparty (a few hundred rows for a year of thousands of payments). Read from the ledger:
 * the wallet's entries of the journals that move a person's money, each path once —
 *   p2p_send, request_payment, held_send / held_claim: a payment between people, counted when its
 *     transaction completed (a held payment returned unclaimed, a reversed one: not at all);
 *   payout_hold: a transfer out (mobile money or bank), counted when the transfer completed, its fee
 *     apart (a failed one's refund cancels it; payout_reversal and payout_recover are not read);
 *   collection_credit: Add Money, posted only when the payer approved.
 * funding_credit (the demo's opening balance) is not a payment and is not read.
 */
export interface SpendingGroupRow {
  month: string;
  direction: 'in' | 'out';
  category: string | null;
  counterpartyKey: string;
  counterpartyName: string;
  amountPesewas: string;
  feePesewas: string;
  payments: string;
}

export async function readSpendingGroups(db: Database, userId: string, from: Date, to: Date): Promise<SpendingGroupRow[]> {
  const { rows } = await sql<SpendingGroupRow>`
    WITH moves AS (
      SELECT j.id AS journal_id, j.kind, j.created_at, j.transaction_id, e.amount_pesewas AS entry
      FROM ledger_accounts a
      JOIN ledger_entries e ON e.account_id = a.id
      JOIN ledger_journals j ON j.id = e.journal_id
      WHERE a.user_id = ${userId} AND a.kind = 'wallet'
        AND j.created_at >= ${from} AND j.created_at < ${to}
        AND j.kind IN ('p2p_send', 'request_payment', 'held_send', 'held_claim', 'payout_hold', 'collection_credit')
    ), payments AS (
      SELECT m.created_at, m.entry < 0 AS outgoing,
        CASE WHEN m.entry < 0 THEN t.amount_pesewas ELSE m.entry END AS amount,
        CASE WHEN m.entry < 0 THEN -m.entry - t.amount_pesewas ELSE 0 END AS fee,
        c.category,
        CASE WHEN m.entry < 0 THEN coalesce(t.recipient_id::text, t.recipient_phone, t.recipient_email, '') ELSE t.sender_id::text END AS counterparty_key,
        CASE WHEN m.entry < 0 THEN concat_ws(' ', r.first_name, r.last_name) ELSE concat_ws(' ', s.first_name, s.last_name) END AS counterparty_name
      FROM moves m
      JOIN transactions t ON t.id = m.transaction_id AND t.status = 'completed'
      LEFT JOIN payment_categories c ON c.transaction_id = t.id
      LEFT JOIN users r ON r.id = t.recipient_id
      LEFT JOIN users s ON s.id = t.sender_id
      WHERE m.kind IN ('p2p_send', 'request_payment', 'held_send', 'held_claim')
      UNION ALL
      SELECT m.created_at, true, x.amount_pesewas, x.fee_pesewas, c.category, x.account_number, x.account_name
      FROM moves m
      JOIN external_transfers x ON x.hold_journal_id = m.journal_id AND x.status = 'completed'
      LEFT JOIN payment_categories c ON c.external_transfer_id = x.id
      WHERE m.kind = 'payout_hold'
      UNION ALL
      SELECT m.created_at, false, m.entry, 0, NULL, x.account_number, x.account_name
      FROM moves m
      JOIN external_transfers x ON x.settle_journal_id = m.journal_id
      WHERE m.kind = 'collection_credit'
    )
    SELECT to_char(created_at AT TIME ZONE 'Africa/Accra', 'YYYY-MM') AS month,
      CASE WHEN outgoing THEN 'out' ELSE 'in' END AS direction,
      category, counterparty_key, max(counterparty_name) AS counterparty_name,
      sum(amount)::text AS amount_pesewas, sum(fee)::text AS fee_pesewas, count(*)::text AS payments
    FROM payments
    GROUP BY 1, 2, 3, 4`.execute(db);
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

/**
 * The person's payments and transfers started in [from, to) that reached an outcome: completed, or
 * failed / stopped by the fraud checks. Cancelled by the person, or returned unclaimed, is neither.
 */
export async function countOutcomes(db: Database, userId: string, from: Date, to: Date): Promise<{ succeeded: number; failed: number }> {
  const { rows } = await sql<{ succeeded: string; failed: string }>`
    SELECT count(*) FILTER (WHERE status = 'completed')::text AS succeeded,
      count(*) FILTER (WHERE status IN ('failed', 'blocked'))::text AS failed
    FROM (
      SELECT status FROM transactions WHERE sender_id = ${userId} AND created_at >= ${from} AND created_at < ${to}
      UNION ALL
      SELECT status FROM external_transfers WHERE user_id = ${userId} AND created_at >= ${from} AND created_at < ${to}
    ) attempts`.execute(db);
  const row = rows[0]!;
  return { succeeded: Number(row.succeeded), failed: Number(row.failed) };
}
