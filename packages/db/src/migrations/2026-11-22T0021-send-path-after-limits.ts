import { type Kysely, sql } from 'kysely';

// Frozen. The send path after the tier limits (the performance issue, session 8). Migration 0015 put
// the limit check inside ledger_post and send_payment, and a send ran it twice: send_payment locked
// the wallets and checked funds and limits, then called ledger_post, which locked them again, checked
// funds and limits again (ledger_limit_breach: three statements), recorded the usage and wrote. Same
// rules, same locks, fewer statements. (A one-statement ledger_limit_breach was tried: its generic
// plan merge-joins the accounts' primary key from the lowest id, and it was slower; it is unchanged.)
//
// - ledger_write_checked: the usage record, the journal, its entries and the balances in one
//   statement. Only for a caller that holds the accounts' locks (ledger_lock) and has checked funds
//   and limits under them in this transaction: ledger_post, and send_payment. It checks the entries
//   balance itself.
// - ledger_post: as in 0015 (lock and check, limits, then the write above).
// - send_payment: as in 0015, but after its own checks under the locks it writes through
//   ledger_write_checked instead of calling ledger_post (which locked and checked everything again).
// - send_context: as in 0011, plus what the payment-received notice needs about the recipient (their
//   proved contact and notification choices), so the notice after a send reads nothing.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION ledger_write_checked(
      p_kind text, p_transaction_id bigint, p_description text, p_reverses_journal_id bigint,
      p_accounts bigint[], p_amounts bigint[])
    RETURNS TABLE (journal_id bigint, account_id bigint, account_kind text, balance_pesewas bigint)
    LANGUAGE plpgsql AS $$
    #variable_conflict use_column
    DECLARE
      v_sum numeric := 0;
      v_amount bigint;
    BEGIN
      IF cardinality(p_accounts) IS DISTINCT FROM cardinality(p_amounts) OR cardinality(p_accounts) = 0 THEN
        RAISE EXCEPTION 'ledger_write_checked: % accounts for % amounts', cardinality(p_accounts), cardinality(p_amounts);
      END IF;
      FOREACH v_amount IN ARRAY p_amounts LOOP
        v_sum := v_sum + v_amount;
      END LOOP;
      IF v_sum <> 0 THEN
        RAISE EXCEPTION 'ledger_write_checked: entries do not balance';
      END IF;
      RETURN QUERY
        WITH used AS (
          INSERT INTO wallet_limit_usage (account_id, day, out_pesewas)
          SELECT m.id, (now() AT TIME ZONE 'Africa/Accra')::date, -m.amount
          FROM unnest(p_accounts, p_amounts) AS m (id, amount)
          JOIN ledger_accounts a ON a.id = m.id AND a.kind = 'wallet'
          WHERE m.amount < 0 AND p_kind IN ('p2p_send', 'request_payment', 'held_send', 'payout_hold')
          ON CONFLICT (account_id, day) DO UPDATE SET out_pesewas = wallet_limit_usage.out_pesewas + excluded.out_pesewas
        ), journal AS (
          INSERT INTO ledger_journals (kind, transaction_id, description, reverses_journal_id)
          VALUES (p_kind, p_transaction_id, p_description, p_reverses_journal_id)
          RETURNING id
        ), posted AS (
          INSERT INTO ledger_entries (journal_id, account_id, amount_pesewas)
          SELECT journal.id, m.id, m.amount FROM journal, unnest(p_accounts, p_amounts) WITH ORDINALITY AS m (id, amount, n)
          ORDER BY m.n
        ), updated AS (
          UPDATE ledger_accounts a SET balance_pesewas = a.balance_pesewas + m.amount
          FROM unnest(p_accounts, p_amounts) AS m (id, amount)
          WHERE a.id = m.id
          RETURNING a.id, a.kind, a.balance_pesewas
        )
        SELECT journal.id, updated.id, updated.kind, updated.balance_pesewas
        FROM journal, updated;
    END $$`.execute(db);

  // ledger_post of migration 0015; the limit usage and the write now go through ledger_write_checked.
  await sql`
    CREATE OR REPLACE FUNCTION ledger_post(
      p_kind text, p_transaction_id bigint, p_description text, p_reverses_journal_id bigint,
      p_accounts bigint[], p_amounts bigint[])
    RETURNS TABLE (outcome text, journal_id bigint, account_id bigint, account_kind text, balance_pesewas bigint, required_pesewas bigint)
    LANGUAGE plpgsql AS $$
    DECLARE
      v_sum numeric := 0;
      v_amount bigint;
      v_found integer := 0;
      v_account record;
      v_short_id bigint;
      v_short_kind text;
      v_short_balance bigint;
      v_short_required bigint;
    BEGIN
      IF cardinality(p_accounts) IS DISTINCT FROM cardinality(p_amounts) OR cardinality(p_accounts) = 0 THEN
        RAISE EXCEPTION 'ledger_post: % accounts for % amounts', cardinality(p_accounts), cardinality(p_amounts);
      END IF;
      FOREACH v_amount IN ARRAY p_amounts LOOP
        v_sum := v_sum + v_amount;
      END LOOP;
      IF v_sum <> 0 THEN
        RAISE EXCEPTION 'ledger_post: entries do not balance';
      END IF;
      FOR v_account IN SELECT * FROM ledger_lock(p_accounts) LOOP
        v_found := v_found + 1;
        v_amount := p_amounts[array_position(p_accounts, v_account.account_id)];
        IF v_short_id IS NULL AND v_amount < 0 AND v_account.balance_pesewas + v_amount < 0
          AND NOT ledger_may_go_negative(v_account.account_kind) THEN
          v_short_id := v_account.account_id;
          v_short_kind := v_account.account_kind;
          v_short_balance := v_account.balance_pesewas;
          v_short_required := -v_amount;
        END IF;
      END LOOP;
      IF v_found <> cardinality(p_accounts) THEN
        RETURN QUERY
          SELECT 'missing'::text, NULL::bigint, m.id, NULL::text, NULL::bigint, NULL::bigint
          FROM unnest(p_accounts) AS m (id)
          WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = m.id);
        RETURN;
      END IF;
      IF v_short_id IS NOT NULL THEN
        RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, v_short_id, v_short_kind, v_short_balance, v_short_required;
        RETURN;
      END IF;
      -- A tier limit the posting would pass: the wallet, the limit's name in account_kind, the limit in
      -- balance_pesewas and what is already used (or, for 'balance', the balance) in required_pesewas.
      SELECT b.account_id, b.limit_kind, b.limit_pesewas, b.used_pesewas INTO v_short_id, v_short_kind, v_short_balance, v_short_required
      FROM ledger_limit_breach(p_kind, p_accounts, p_amounts) AS b LIMIT 1;
      IF FOUND THEN
        RETURN QUERY SELECT 'limit'::text, NULL::bigint, v_short_id, v_short_kind, v_short_balance, v_short_required;
        RETURN;
      END IF;
      RETURN QUERY
        SELECT 'posted'::text, w.journal_id, w.account_id, w.account_kind, w.balance_pesewas, NULL::bigint
        FROM ledger_write_checked(p_kind, p_transaction_id, p_description, p_reverses_journal_id, p_accounts, p_amounts) AS w;
    END $$`.execute(db);

  // send_payment of migration 0015: the same checks under the same locks, then the write itself
  // (ledger_write_checked) instead of ledger_post's second lock and second check.
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
      v_found integer := 0;
      v_stale boolean := true;
      v_short boolean := false;
      v_transaction_id bigint := (p_transaction ->> 'id')::bigint;
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

      -- Every account of the posting (or, for a blocked payment, the sender's wallet) locked in id
      -- order; the wallet must still be the version the payment was scored on (a send from the same
      -- wallet that committed meanwhile changed it, and its velocity must count), and must afford it.
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
        RETURN QUERY SELECT 'stale'::text, NULL::integer, NULL::jsonb;
        RETURN;
      END IF;
      IF v_short THEN
        RETURN QUERY SELECT 'insufficient'::text, NULL::integer, NULL::jsonb;
        RETURN;
      END IF;
      IF cardinality(p_accounts) > 0 THEN
        -- ledger_post refused a posting with an account that does not exist; so does this.
        IF v_found <> cardinality(p_accounts) THEN
          RAISE EXCEPTION 'send_payment: an account of the posting does not exist';
        END IF;
        SELECT b.account_id, b.limit_kind, b.limit_pesewas, b.used_pesewas INTO v_breach
        FROM ledger_limit_breach(p_journal_kind, p_accounts, p_amounts) AS b LIMIT 1;
        IF FOUND THEN
          RETURN QUERY SELECT 'limit'::text, NULL::integer, jsonb_build_object('accountId', v_breach.account_id::text,
            'limit', v_breach.limit_kind, 'limitPesewas', v_breach.limit_pesewas::text, 'usedPesewas', v_breach.used_pesewas::text);
          RETURN;
        END IF;
      END IF;

      -- The payment, its alert and the stored response in one statement (an expired key's row
      -- replaced); then the ledger posting, checked above under the locks this transaction holds.
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
      )
      INSERT INTO idempotency_keys (user_id, key, operation, request_hash, state, response_status, response_body, created_at, expires_at)
      SELECT p_sender_id, p_idempotency_key, p_operation, p_request_hash, 'completed', 200, p_response, p_now, p_key_expires_at
      FROM payment
      WHERE p_idempotency_key IS NOT NULL
      ON CONFLICT (user_id, key) DO UPDATE SET operation = excluded.operation, request_hash = excluded.request_hash,
        state = excluded.state, response_status = excluded.response_status, response_body = excluded.response_body,
        created_at = excluded.created_at, expires_at = excluded.expires_at;

      IF cardinality(p_accounts) > 0 THEN
        PERFORM FROM ledger_write_checked(p_journal_kind, v_transaction_id, NULL, NULL, p_accounts, p_amounts);
      END IF;
      RETURN QUERY SELECT 'completed'::text, 200, NULL::jsonb;
    END $$`.execute(db);

  // send_context of migration 0011, plus 'recipientNotice': the one recipient's proved phone and
  // e-mail and their notification choices (no row: the defaults), for the payment-received notice.
  await sql`
    CREATE OR REPLACE FUNCTION send_context(
      p_sender_id uuid, p_recipient_id uuid, p_username text, p_phone text, p_email text,
      p_established_before timestamptz, p_reporter_standing_since timestamptz, p_history_limit integer,
      p_idempotency_key text)
    RETURNS jsonb
    LANGUAGE plpgsql AS $$
    DECLARE
      v_candidates jsonb;
      v_count integer;
      v_recipient uuid;
      v_phone text := p_phone;
      v_email text := p_email;
    BEGIN
      -- An id, or the fields typed: two queries, so that each uses its indexes.
      IF p_recipient_id IS NOT NULL THEN
        SELECT coalesce(jsonb_agg(send_candidate(u)), '[]'::jsonb), count(*) INTO v_candidates, v_count
        FROM users u WHERE u.id = p_recipient_id;
      ELSE
        SELECT coalesce(jsonb_agg(send_candidate(u)), '[]'::jsonb), count(*) INTO v_candidates, v_count
        FROM users u
        WHERE u.username = p_username
          OR (u.phone_number = p_phone AND u.phone_verified)
          OR (u.email = p_email AND u.email_verified);
      END IF;
      IF v_count = 1 THEN
        v_recipient := (v_candidates -> 0 ->> 'id')::uuid;
        v_phone := v_candidates -> 0 ->> 'phoneNumber';
        v_email := v_candidates -> 0 ->> 'email';
      END IF;
      RETURN jsonb_build_object(
        'candidates', v_candidates,
        'sender', (
          SELECT jsonb_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
            'createdAtMs', floor(extract(epoch FROM u.created_at) * 1000)::bigint::text,
            'balancePesewas', a.balance_pesewas::text, 'walletAccountId', a.id::text, 'walletVersion', a.xmin::text)
          FROM users u LEFT JOIN ledger_accounts a ON a.user_id = u.id AND a.kind = 'wallet'
          WHERE u.id = p_sender_id),
        'history', (
          SELECT coalesce(jsonb_agg(jsonb_build_array(h.amount_pesewas::text,
            floor(extract(epoch FROM h.created_at) * 1000)::bigint::text, h.status) ORDER BY h.id DESC), '[]'::jsonb)
          FROM (
            SELECT id, amount_pesewas, created_at, status FROM transactions
            WHERE sender_id = p_sender_id AND status IN ('completed', 'pending')
            ORDER BY id DESC LIMIT p_history_limit) h),
        'facts', (
          SELECT jsonb_build_object('paidBefore', f.paid_before, 'savedContact', f.saved_contact,
            'friend', f.friend, 'distinctReporters', f.distinct_reporters)
          FROM payment_recipient_facts(p_sender_id, v_recipient, v_phone, v_email,
            p_established_before, p_reporter_standing_since) AS f),
        'recipientWallet', (SELECT id::text FROM ledger_accounts WHERE user_id = v_recipient AND kind = 'wallet'),
        'recipientNotice', (
          SELECT jsonb_build_object('phone', CASE WHEN u.phone_verified THEN u.phone_number END,
            'email', CASE WHEN u.email_verified THEN u.email END,
            'transactions', coalesce(p.notify_transactions, true), 'sms', coalesce(p.notify_sms, false),
            'byEmail', coalesce(p.notify_email, true))
          FROM users u LEFT JOIN user_preferences p ON p.user_id = u.id
          WHERE u.id = v_recipient),
        'transactionId', nextval(pg_get_serial_sequence('transactions', 'id'))::text,
        'storedKey', (
          SELECT jsonb_build_object('state', k.state, 'operation', k.operation, 'requestHash', k.request_hash,
            'responseStatus', k.response_status, 'responseBody', k.response_body,
            'expiresAtMs', floor(extract(epoch FROM k.expires_at) * 1000)::bigint::text)
          FROM idempotency_keys k WHERE k.user_id = p_sender_id AND k.key = p_idempotency_key));
    END $$`.execute(db);

  // CREATE OR REPLACE drops a function's settings: one generic plan per connection again, as in 0011
  // and 0015 (every statement in them finds its rows by a primary key or a unique index).
  for (const fn of ['ledger_write_checked', 'ledger_post', 'send_payment', 'send_context']) {
    await sql`ALTER FUNCTION ${sql.raw(fn)} SET plan_cache_mode = force_generic_plan`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Migration 0021 (send path after the limits) is not reversible: restore the 0015 and 0011 functions from a backup');
}
