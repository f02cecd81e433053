import { type Kysely, sql } from 'kysely';

// Frozen. The ledger's posting as server-side functions, and a payment's whole write as one call
// (the performance issue): a send used to be eleven statements, each waiting for a CPU on a busy
// machine; its money transaction is now one statement that PostgreSQL plans once per connection.
//
// - ledger_may_go_negative: the balance policy of packages/ledger/src/balance-policy.ts (a test holds
//   the two equal).
// - ledger_lock: locks accounts FOR UPDATE in ascending id order, the order every posting uses.
// - ledger_post: locks, refuses (missing account, insufficient funds) without writing, or writes the
//   journal, its entries and the balances. The ledger package's postJournal calls it; so does
//   send_payment. It is the only code that changes a balance.
// - send_payment: the money transaction of a send: session still valid, idempotency (in flight,
//   replay, key reused), the sender's wallet unchanged since the payment was scored, the
//   transaction row, the fraud alert, the ledger posting and the stored response, committed together.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION ledger_may_go_negative(p_kind text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT p_kind NOT IN ('wallet', 'held', 'fees') $$`.execute(db);

  await sql`
    CREATE FUNCTION ledger_lock(p_accounts bigint[]) RETURNS integer
    LANGUAGE plpgsql AS $$
    DECLARE
      v_locked integer;
    BEGIN
      PERFORM 1 FROM ledger_accounts WHERE id = ANY (p_accounts) ORDER BY id FOR UPDATE;
      GET DIAGNOSTICS v_locked = ROW_COUNT;
      RETURN v_locked;
    END $$`.execute(db);

  // outcome 'posted': a row per account with its new balance; 'missing': a row per unknown account;
  // 'insufficient': the first account (by id) the journal would take below zero, with its balance
  // and the amount it needed. Nothing is written unless the outcome is 'posted'.
  await sql`
    CREATE FUNCTION ledger_post(
      p_kind text, p_transaction_id bigint, p_description text, p_reverses_journal_id bigint,
      p_accounts bigint[], p_amounts bigint[])
    RETURNS TABLE (outcome text, journal_id bigint, account_id bigint, account_kind text, balance_pesewas bigint, required_pesewas bigint)
    LANGUAGE plpgsql AS $$
    DECLARE
      v_journal bigint;
    BEGIN
      IF cardinality(p_accounts) IS DISTINCT FROM cardinality(p_amounts) OR cardinality(p_accounts) = 0 THEN
        RAISE EXCEPTION 'ledger_post: % accounts for % amounts', cardinality(p_accounts), cardinality(p_amounts);
      END IF;
      IF (SELECT sum(a) FROM unnest(p_amounts) AS a) <> 0 THEN
        RAISE EXCEPTION 'ledger_post: entries do not balance';
      END IF;
      IF ledger_lock(p_accounts) <> cardinality(p_accounts) THEN
        RETURN QUERY
          SELECT 'missing'::text, NULL::bigint, m.id, NULL::text, NULL::bigint, NULL::bigint
          FROM unnest(p_accounts) AS m (id)
          WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = m.id);
        RETURN;
      END IF;
      RETURN QUERY
        SELECT 'insufficient'::text, NULL::bigint, a.id, a.kind, a.balance_pesewas, -m.amount
        FROM ledger_accounts a JOIN unnest(p_accounts, p_amounts) AS m (id, amount) ON m.id = a.id
        WHERE m.amount < 0 AND a.balance_pesewas + m.amount < 0 AND NOT ledger_may_go_negative(a.kind)
        ORDER BY a.id
        LIMIT 1;
      IF FOUND THEN
        RETURN;
      END IF;
      INSERT INTO ledger_journals (kind, transaction_id, description, reverses_journal_id)
      VALUES (p_kind, p_transaction_id, p_description, p_reverses_journal_id)
      RETURNING id INTO v_journal;
      INSERT INTO ledger_entries (journal_id, account_id, amount_pesewas)
      SELECT v_journal, m.id, m.amount FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS m (id, amount, n) ORDER BY m.n;
      RETURN QUERY
        UPDATE ledger_accounts a SET balance_pesewas = a.balance_pesewas + m.amount
        FROM unnest(p_accounts, p_amounts) AS m (id, amount)
        WHERE a.id = m.id
        RETURNING 'posted'::text, v_journal, a.id, a.kind, a.balance_pesewas, NULL::bigint;
    END $$`.execute(db);

  // outcome: 'completed' (written; the caller has the response it passed in), 'replay' (the key's
  // stored response: status and body), 'in_flight', 'key_reused', 'stale' (the sender's wallet changed
  // after the payment was scored: score it again), 'insufficient', 'unauthenticated' (the session was
  // revoked or expired). Only 'completed' writes anything.
  await sql`
    CREATE FUNCTION send_payment(
      p_session_id text, p_now timestamptz, p_sender_id uuid,
      p_idempotency_key text, p_operation text, p_request_hash text, p_key_expires_at timestamptz,
      p_sender_wallet bigint, p_sender_wallet_version text,
      p_transaction jsonb, p_alert jsonb,
      p_journal_kind text, p_accounts bigint[], p_amounts bigint[],
      p_response jsonb)
    RETURNS TABLE (outcome text, response_status integer, response_body jsonb)
    LANGUAGE plpgsql AS $$
    DECLARE
      v_key idempotency_keys%ROWTYPE;
      v_version text;
      v_transaction_id bigint := (p_transaction ->> 'id')::bigint;
      v_posted text;
    BEGIN
      IF p_session_id IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM sessions WHERE sid = p_session_id AND user_id = p_sender_id AND expire > p_now
      ) THEN
        RETURN QUERY SELECT 'unauthenticated'::text, NULL::integer, NULL::jsonb;
        RETURN;
      END IF;

      IF p_idempotency_key IS NOT NULL THEN
        IF NOT pg_try_advisory_xact_lock(hashtextextended(p_sender_id::text || ':' || p_idempotency_key, 0)) THEN
          RETURN QUERY SELECT 'in_flight'::text, NULL::integer, NULL::jsonb;
          RETURN;
        END IF;
        SELECT * INTO v_key FROM idempotency_keys WHERE user_id = p_sender_id AND key = p_idempotency_key;
        IF FOUND AND v_key.expires_at > p_now THEN
          IF v_key.state <> 'completed' THEN
            RETURN QUERY SELECT 'in_flight'::text, NULL::integer, NULL::jsonb;
          ELSIF v_key.request_hash <> p_request_hash OR v_key.operation <> p_operation THEN
            RETURN QUERY SELECT 'key_reused'::text, NULL::integer, NULL::jsonb;
          ELSE
            RETURN QUERY SELECT 'replay'::text, v_key.response_status, v_key.response_body;
          END IF;
          RETURN;
        ELSIF FOUND THEN
          DELETE FROM idempotency_keys WHERE user_id = p_sender_id AND key = p_idempotency_key;
        END IF;
      END IF;

      -- Every account of the posting (or, for a blocked payment, the sender's wallet) locked in id
      -- order; then the wallet must be the version the payment was scored on: a send from the same
      -- wallet that committed meanwhile changed it, and its velocity must count.
      PERFORM ledger_lock(CASE WHEN cardinality(p_accounts) > 0 THEN p_accounts ELSE ARRAY[p_sender_wallet] END);
      SELECT xmin::text INTO v_version FROM ledger_accounts WHERE id = p_sender_wallet;
      IF v_version IS DISTINCT FROM p_sender_wallet_version THEN
        RETURN QUERY SELECT 'stale'::text, NULL::integer, NULL::jsonb;
        RETURN;
      END IF;
      IF cardinality(p_accounts) > 0 AND EXISTS (
        SELECT 1 FROM ledger_accounts a JOIN unnest(p_accounts, p_amounts) AS m (id, amount) ON m.id = a.id
        WHERE m.amount < 0 AND a.balance_pesewas + m.amount < 0 AND NOT ledger_may_go_negative(a.kind)
      ) THEN
        RETURN QUERY SELECT 'insufficient'::text, NULL::integer, NULL::jsonb;
        RETURN;
      END IF;

      INSERT INTO transactions (id, sender_id, recipient_id, recipient_phone, recipient_email, recipient_username,
        amount_pesewas, message, status, transaction_type, fraud_score, fraud_reasons,
        created_at, updated_at, completed_at, held_until)
      OVERRIDING SYSTEM VALUE
      SELECT t.id, t.sender_id, t.recipient_id, t.recipient_phone, t.recipient_email, t.recipient_username,
        t.amount_pesewas, t.message, t.status, t.transaction_type, t.fraud_score, t.fraud_reasons,
        t.created_at, t.updated_at, t.completed_at, t.held_until
      FROM jsonb_populate_record(NULL::transactions, p_transaction) AS t;

      IF p_alert IS NOT NULL THEN
        INSERT INTO fraud_alerts (user_id, transaction_id, alert_type, alert_message, risk_score, risk_factors,
          transaction_amount_pesewas, recipient_id, description, ml_insights, confidence, created_at)
        SELECT f.user_id, f.transaction_id, f.alert_type, f.alert_message, f.risk_score, f.risk_factors,
          f.transaction_amount_pesewas, f.recipient_id, f.description, f.ml_insights, f.confidence, f.created_at
        FROM jsonb_populate_record(NULL::fraud_alerts, p_alert) AS f;
      END IF;

      IF cardinality(p_accounts) > 0 THEN
        SELECT p.outcome INTO v_posted
        FROM ledger_post(p_journal_kind, v_transaction_id, NULL, NULL, p_accounts, p_amounts) AS p LIMIT 1;
        IF v_posted IS DISTINCT FROM 'posted' THEN
          -- Checked above under the same locks, so this cannot happen; if it does, nothing commits.
          RAISE EXCEPTION 'send_payment: the ledger refused the posting (%)', v_posted;
        END IF;
      END IF;

      IF p_idempotency_key IS NOT NULL THEN
        INSERT INTO idempotency_keys (user_id, key, operation, request_hash, state, response_status, response_body, created_at, expires_at)
        VALUES (p_sender_id, p_idempotency_key, p_operation, p_request_hash, 'completed', 200, p_response, p_now, p_key_expires_at);
      END IF;
      RETURN QUERY SELECT 'completed'::text, 200, NULL::jsonb;
    END $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS send_payment`.execute(db);
  await sql`DROP FUNCTION IF EXISTS ledger_post`.execute(db);
  await sql`DROP FUNCTION IF EXISTS ledger_lock`.execute(db);
  await sql`DROP FUNCTION IF EXISTS ledger_may_go_negative`.execute(db);
}
