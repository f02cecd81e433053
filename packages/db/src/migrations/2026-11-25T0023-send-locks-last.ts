import { type Kysely, sql } from 'kysely';

// Frozen. The wallets of a send locked last (the performance issue, session 11).
//
// send_payment of 0021 locked the payer's and the payee's wallets first. It then held both locks
// through every write: the payment, its alert and the stored response; the journal; the usage, the
// entries and the balances. It held them until the commit. Payments to one wallet (a shop, a church on
// Sunday, a landlord on the 1st) queue on that wallet's lock, so the time the lock is held is the
// wallet's ceiling.
//
// Now the rows that do not touch a wallet are written first: the payment, the alert, the stored
// response and the journal. Then the wallets are locked (same order: ascending id; the posting's
// accounts, or the sender's wallet alone for a blocked payment). The same checks follow under the
// locks: the wallet's version, funds, tier limits. Then, in one statement, the usage, the entries
// and the balances.
//
// A check that refuses now comes after writes. It raises SQLSTATE GP001 with the outcome as its
// message (and, for a limit, the breach as JSON in its detail). That aborts the statement's
// transaction, so nothing is written, as before. The API turns GP001 back into the outcome
// (send-repository.ts). An exception block here would cost a subtransaction on every send, to undo
// writes only on the rare refusal.
//
// What a send answers is unchanged. Replays, in-flight keys, the session check and key reuse are
// decided before any write, as in 0021, and still come back as rows.
//
// The entries are written after the locks, not with the journal. Their foreign key locks the wallet's
// row FOR KEY SHARE, and before our own lock that would queue behind the payment that holds it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION send_payment(
      p_session_id text, p_now timestamptz, p_sender_id uuid,
      p_idempotency_key text, p_operation text, p_request_hash text, p_key_expires_at timestamptz,
      p_sender_wallet bigint, p_sender_wallet_version text,
      p_transaction jsonb, p_alert jsonb,
      p_journal_kind text, p_accounts bigint[], p_amounts bigint[],
      p_response jsonb)
    RETURNS TABLE (outcome text, response_status integer, response_body jsonb)
    LANGUAGE plpgsql AS $$
    DECLARE
      v_session_valid boolean;
      v_key_state text;
      v_key_operation text;
      v_key_hash text;
      v_key_status integer;
      v_key_body jsonb;
      v_key_expires_at timestamptz;
      v_account record;
      v_amount bigint;
      v_sum numeric := 0;
      v_found integer := 0;
      v_stale boolean := true;
      v_short boolean := false;
      v_journal_id bigint;
      v_breach record;
    BEGIN
      -- In flight: another request with this key holds the lock until it commits. The key's row is
      -- read after the lock, in a statement of its own, so a request that just committed is seen.
      IF p_idempotency_key IS NOT NULL
        AND NOT pg_try_advisory_xact_lock(hashtextextended(p_sender_id::text || ':' || p_idempotency_key, 0)) THEN
        RETURN QUERY SELECT 'in_flight'::text, NULL::integer, NULL::jsonb;
        RETURN;
      END IF;
      SELECT p_session_id IS NULL OR EXISTS (
               SELECT 1 FROM sessions s WHERE s.sid = p_session_id AND s.user_id = p_sender_id AND s.expire > p_now),
             k.state, k.operation, k.request_hash, k.response_status, k.response_body, k.expires_at
      INTO v_session_valid, v_key_state, v_key_operation, v_key_hash, v_key_status, v_key_body, v_key_expires_at
      FROM (SELECT 1) one
      LEFT JOIN idempotency_keys k ON k.user_id = p_sender_id AND k.key = p_idempotency_key;
      IF NOT v_session_valid THEN
        RETURN QUERY SELECT 'unauthenticated'::text, NULL::integer, NULL::jsonb;
        RETURN;
      END IF;
      IF v_key_expires_at > p_now THEN
        IF v_key_state <> 'completed' THEN
          RETURN QUERY SELECT 'in_flight'::text, NULL::integer, NULL::jsonb;
        ELSIF v_key_hash <> p_request_hash OR v_key_operation <> p_operation THEN
          RETURN QUERY SELECT 'key_reused'::text, NULL::integer, NULL::jsonb;
        ELSE
          RETURN QUERY SELECT 'replay'::text, v_key_status, v_key_body;
        END IF;
        RETURN;
      END IF;
      IF cardinality(p_accounts) IS DISTINCT FROM cardinality(p_amounts) THEN
        RAISE EXCEPTION 'send_payment: % accounts for % amounts', cardinality(p_accounts), cardinality(p_amounts);
      END IF;
      FOREACH v_amount IN ARRAY p_amounts LOOP
        v_sum := v_sum + v_amount;
      END LOOP;
      IF v_sum <> 0 THEN
        RAISE EXCEPTION 'send_payment: entries do not balance';
      END IF;

      -- 1. Before any wallet is locked: the payment, its alert and the stored response (an expired
      -- key's row replaced), and the posting's journal.
      WITH payment AS (
        INSERT INTO transactions (id, sender_id, recipient_id, recipient_phone, recipient_email, recipient_username,
          amount_pesewas, message, status, transaction_type, fraud_score, fraud_reasons,
          created_at, updated_at, completed_at, held_until)
        OVERRIDING SYSTEM VALUE
        SELECT t.id, t.sender_id, t.recipient_id, t.recipient_phone, t.recipient_email, t.recipient_username,
          t.amount_pesewas, t.message, t.status, t.transaction_type, t.fraud_score, t.fraud_reasons,
          t.created_at, t.updated_at, t.completed_at, t.held_until
        FROM jsonb_populate_record(NULL::transactions, p_transaction) AS t
        RETURNING id
      ), alert AS (
        INSERT INTO fraud_alerts (user_id, transaction_id, alert_type, alert_message, risk_score, risk_factors,
          transaction_amount_pesewas, recipient_id, description, ml_insights, confidence, created_at)
        SELECT f.user_id, payment.id, f.alert_type, f.alert_message, f.risk_score, f.risk_factors,
          f.transaction_amount_pesewas, f.recipient_id, f.description, f.ml_insights, f.confidence, f.created_at
        FROM payment, jsonb_populate_record(NULL::fraud_alerts, p_alert) AS f
        WHERE p_alert IS NOT NULL
      ), stored AS (
        INSERT INTO idempotency_keys (user_id, key, operation, request_hash, state, response_status, response_body, created_at, expires_at)
        SELECT p_sender_id, p_idempotency_key, p_operation, p_request_hash, 'completed', 200, p_response, p_now, p_key_expires_at
        FROM payment
        WHERE p_idempotency_key IS NOT NULL
        ON CONFLICT (user_id, key) DO UPDATE SET operation = excluded.operation, request_hash = excluded.request_hash,
          state = excluded.state, response_status = excluded.response_status, response_body = excluded.response_body,
          created_at = excluded.created_at, expires_at = excluded.expires_at
      ), journal AS (
        INSERT INTO ledger_journals (kind, transaction_id, description, reverses_journal_id)
        SELECT p_journal_kind, payment.id, NULL, NULL FROM payment
        WHERE cardinality(p_accounts) > 0
        RETURNING id
      )
      SELECT journal.id INTO v_journal_id FROM (SELECT 1) one LEFT JOIN journal ON true;

      -- 2. The wallets locked in id order (as every posting locks them). The sender's wallet must
      -- still be the version the payment was scored on (a send from the same wallet that committed
      -- meanwhile changed it, and its velocity must count), and must afford it.
      FOR v_account IN
        SELECT * FROM ledger_lock(CASE WHEN cardinality(p_accounts) > 0 THEN p_accounts ELSE ARRAY[p_sender_wallet] END)
      LOOP
        v_found := v_found + 1;
        IF v_account.account_id = p_sender_wallet THEN
          v_stale := v_account.version IS DISTINCT FROM p_sender_wallet_version;
        END IF;
        v_amount := p_amounts[array_position(p_accounts, v_account.account_id)];
        IF v_amount < 0 AND v_account.balance_pesewas + v_amount < 0 AND NOT ledger_may_go_negative(v_account.account_kind) THEN
          v_short := true;
        END IF;
      END LOOP;
      IF v_stale THEN
        RAISE EXCEPTION USING ERRCODE = 'GP001', MESSAGE = 'stale';
      END IF;
      IF v_short THEN
        RAISE EXCEPTION USING ERRCODE = 'GP001', MESSAGE = 'insufficient';
      END IF;
      IF cardinality(p_accounts) > 0 THEN
        -- ledger_post refused a posting with an account that does not exist; so does this.
        IF v_found <> cardinality(p_accounts) THEN
          RAISE EXCEPTION 'send_payment: an account of the posting does not exist';
        END IF;
        SELECT b.account_id, b.limit_kind, b.limit_pesewas, b.used_pesewas INTO v_breach
        FROM ledger_limit_breach(p_journal_kind, p_accounts, p_amounts) AS b LIMIT 1;
        IF FOUND THEN
          RAISE EXCEPTION USING ERRCODE = 'GP001', MESSAGE = 'limit', DETAIL = jsonb_build_object(
            'accountId', v_breach.account_id::text, 'limit', v_breach.limit_kind,
            'limitPesewas', v_breach.limit_pesewas::text, 'usedPesewas', v_breach.used_pesewas::text)::text;
        END IF;

        -- 3. Under the locks: the limit usage, the entries and the balances (as ledger_write_checked).
        WITH used AS (
          INSERT INTO wallet_limit_usage (account_id, day, out_pesewas)
          SELECT m.id, (now() AT TIME ZONE 'Africa/Accra')::date, -m.amount
          FROM unnest(p_accounts, p_amounts) AS m (id, amount)
          JOIN ledger_accounts a ON a.id = m.id AND a.kind = 'wallet'
          WHERE m.amount < 0 AND p_journal_kind IN ('p2p_send', 'request_payment', 'held_send', 'payout_hold')
          ON CONFLICT (account_id, day) DO UPDATE SET out_pesewas = wallet_limit_usage.out_pesewas + excluded.out_pesewas
        ), posted AS (
          INSERT INTO ledger_entries (journal_id, account_id, amount_pesewas)
          SELECT v_journal_id, m.id, m.amount FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS m (id, amount, n)
          ORDER BY m.n
        )
        UPDATE ledger_accounts a SET balance_pesewas = a.balance_pesewas + m.amount
        FROM unnest(p_accounts, p_amounts) AS m (id, amount)
        WHERE a.id = m.id;
      END IF;
      RETURN QUERY SELECT 'completed'::text, 200, NULL::jsonb;
    END $$`.execute(db);

  // CREATE OR REPLACE drops a function's settings: one generic plan per connection, as in 0021.
  await sql`ALTER FUNCTION send_payment SET plan_cache_mode = force_generic_plan`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migration 0023 (send locks last) is not reversible: restore the 0021 send_payment from a backup');
}
