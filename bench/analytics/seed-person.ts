import type pg from 'pg';

const MESSAGES = [
  'lunch',
  'trotro',
  'ECG prepaid',
  'rent',
  'data bundle',
  'for mum',
  'shoes',
  'thanks',
  null,
  'waakye',
  'Bolt ride',
  'school fees',
];

/**
 * One person with `payments` completed movements over the last 365 days, every path analytics read:
 * 60 % payments to 300 people (p2p_send), 30 % payments from them, 5 % transfers out to a bank or
 * mobile money (payout_hold then payout_settle, 1 % fee), 5 % money added (collection_credit), and
 * 1 alert per 100 payments. Each payment is a transaction, a journal and its two wallet entries,
 * written with INSERT … SELECT (not through the ledger's checks: this measures reading).
 * Every other user also gets `background` payments among themselves, so the tables are not the
 * person's alone. Returns the person's id.
 */
export async function seedPerson(pool: pg.Pool, payments: number, background: number): Promise<string> {
  await pool.query(`INSERT INTO ledger_accounts (kind, user_id) SELECT 'wallet', id FROM users`);
  for (const [kind, code] of [
    ['payout_pending', 'payout_pending'],
    ['bank_settlement', 'bank_settlement'],
    ['momo_settlement', 'momo_settlement'],
  ])
    await pool.query(`INSERT INTO ledger_accounts (kind, code) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [kind, code]);
  await pool.query('CREATE TABLE bench_numbered AS SELECT id, row_number() OVER (ORDER BY id) AS r FROM users');
  await pool.query('CREATE UNIQUE INDEX ON bench_numbered (r)');
  const person = (await pool.query<{ id: string }>('SELECT id FROM bench_numbered WHERE r = 1')).rows[0]!.id;
  const p2p = Math.round(payments * 0.9);
  const transfers = Math.round(payments * 0.05);
  const added = payments - p2p - transfers;

  // Payments: 2 of 3 sent by the person, 1 of 3 received, with 300 people; plus the background.
  await pool.query(
    `INSERT INTO transactions (sender_id, recipient_id, amount_pesewas, message, status, created_at, updated_at, completed_at)
     SELECT CASE WHEN g % 3 = 0 THEN o.id ELSE $1::uuid END, CASE WHEN g % 3 = 0 THEN $1::uuid ELSE o.id END,
            100 + (g::bigint * 37) % 50000, ($3::text[])[1 + g % cardinality($3::text[])], 'completed', t, t, t
     FROM generate_series(1, $2::int) AS g
     JOIN bench_numbered o ON o.r = 2 + g % 300
     CROSS JOIN LATERAL (SELECT now() - ((g::bigint * 7919) % (365 * 86400)) * interval '1 second' AS t) ts`,
    [person, p2p, MESSAGES],
  );
  await pool.query(
    `INSERT INTO transactions (sender_id, recipient_id, amount_pesewas, status, created_at, updated_at, completed_at)
     SELECT s.id, r.id, 100 + (g::bigint * 37) % 50000, 'completed', now() - (g % 365) * interval '1 day', now(), now()
     FROM generate_series(1, $1::int) AS g
     JOIN bench_numbered s ON s.r = 2 + (g::bigint * 7) % ((SELECT count(*) FROM bench_numbered) - 1)
     JOIN bench_numbered r ON r.r = 2 + (g::bigint * 7 + 1 + (g % 50)) % ((SELECT count(*) FROM bench_numbered) - 1)
     WHERE s.id <> r.id`,
    [background],
  );
  await pool.query(`INSERT INTO ledger_journals (kind, transaction_id, created_at) SELECT 'p2p_send', id, created_at FROM transactions`);
  await pool.query(
    `INSERT INTO ledger_entries (journal_id, account_id, amount_pesewas, created_at)
     SELECT j.id, w.id, -t.amount_pesewas, j.created_at FROM ledger_journals j JOIN transactions t ON t.id = j.transaction_id
       JOIN ledger_accounts w ON w.user_id = t.sender_id AND w.kind = 'wallet'
     UNION ALL
     SELECT j.id, w.id, t.amount_pesewas, j.created_at FROM ledger_journals j JOIN transactions t ON t.id = j.transaction_id
       JOIN ledger_accounts w ON w.user_id = t.recipient_id AND w.kind = 'wallet'`,
  );

  // Transfers out (held, then settled) and money added, each with its journals and wallet entry.
  await pool.query(
    `WITH src AS (
       SELECT g, gen_random_uuid() AS id, now() - ((g::bigint * 104729) % (365 * 86400)) * interval '1 second' AS t,
              1000 + (g::bigint * 53) % 90000 AS amount, g % 2 = 0 AS out
       FROM generate_series(1, $2::int + $3::int) AS g),
     hold AS (
       INSERT INTO ledger_journals (kind, description, created_at)
       SELECT CASE WHEN g <= $2 THEN 'payout_hold' ELSE 'collection_credit' END, 'bench ' || id, t FROM src RETURNING id, description),
     settle AS (
       INSERT INTO ledger_journals (kind, description, created_at)
       SELECT 'payout_settle', 'bench ' || id, t FROM src WHERE g <= $2 RETURNING id, description),
     entries AS (
       INSERT INTO ledger_entries (journal_id, account_id, amount_pesewas, created_at)
       SELECT h.id, (SELECT id FROM ledger_accounts WHERE user_id = $1 AND kind = 'wallet'),
              CASE WHEN s.g <= $2 THEN -(s.amount + s.amount / 100) ELSE s.amount END, s.t
       FROM src s JOIN hold h ON h.description = 'bench ' || s.id)
     INSERT INTO external_transfers (id, user_id, direction, purpose, provider, destination_kind, network, bank_sort_code, bank_name,
       account_number, account_name, amount_pesewas, fee_pesewas, speed, status, execute_after, hold_journal_id, settle_journal_id,
       created_at, updated_at, completed_at)
     SELECT s.id, $1, CASE WHEN s.g <= $2 THEN 'out' ELSE 'in' END,
            CASE WHEN s.g > $2 THEN 'add_money' WHEN s.out THEN 'bank_transfer' ELSE 'wallet_transfer' END,
            CASE WHEN s.g <= $2 AND s.out THEN 'paystack' ELSE 'mtn-momo' END,
            CASE WHEN s.g <= $2 AND s.out THEN 'bank' ELSE 'mobile_money' END,
            CASE WHEN s.g <= $2 AND s.out THEN NULL ELSE 'MTN' END,
            CASE WHEN s.g <= $2 AND s.out THEN '300304' END, CASE WHEN s.g <= $2 AND s.out THEN 'GCB Bank' END,
            CASE WHEN s.g <= $2 AND s.out THEN '1040000' || (s.g % 20) ELSE '+23324' || lpad((s.g % 20)::text, 7, '0') END,
            CASE WHEN s.g <= $2 AND s.out THEN 'Landlord ' || (s.g % 20) ELSE 'Bench Person' END,
            s.amount, CASE WHEN s.g <= $2 THEN s.amount / 100 ELSE 0 END,
            CASE WHEN s.g <= $2 THEN 'instant' ELSE 'collection' END, 'completed', s.t,
            CASE WHEN s.g <= $2 THEN h.id END, CASE WHEN s.g <= $2 THEN st.id ELSE h.id END, s.t, s.t, s.t
     FROM src s JOIN hold h ON h.description = 'bench ' || s.id LEFT JOIN settle st ON st.description = 'bench ' || s.id`,
    [person, transfers, added],
  );

  await pool.query(
    `INSERT INTO fraud_alerts (user_id, transaction_id, alert_type, alert_message, risk_score, confidence, created_at)
     SELECT $1, id, 'SUSPICIOUS_TRANSACTION', 'A payment looked unusual', 40 + id % 60, 0.8, created_at
     FROM transactions WHERE sender_id = $1 AND id % 100 = 0`,
    [person],
  );
  await pool.query('DROP TABLE bench_numbered');
  await pool.query('ANALYZE');
  return person;
}
