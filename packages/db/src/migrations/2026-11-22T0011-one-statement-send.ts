import { type Kysely, sql } from 'kysely';

// Frozen. The ledger's posting as server-side functions, and a payment's whole write as one call
// (the performance issue): a send used to be eleven statements, each waiting for a CPU on a busy
// machine; its money transaction is now one statement that PostgreSQL plans once per connection.
//
// - ledger_may_go_negative: the balance policy of packages/ledger/src/balance-policy.ts (a test holds
//   the two equal).
// - ledger_lock: locks accounts FOR UPDATE in ascending id order, the order every posting uses, and
//   returns their balances and row versions.
// - ledger_post: locks, refuses (missing account, insufficient funds) without writing, or writes the
//   journal, its entries and the balances. The ledger package's postJournal calls it; so does
//   send_payment. It is the only code that changes a balance.
// - send_payment: the money transaction of a send: session still valid, idempotency (in flight,
//   replay, key reused), the sender's wallet unchanged since the payment was scored, the
//   transaction row, the fraud alert, the ledger posting and the stored response, committed together.
export async function up(db: Kysely<any>): Promise<void> {
  // Sessions are read on every request; an API process keeps the ones in use in memory and drops one
  // the moment its row changes or goes (sign-out, sign-out everywhere, expiry, another process's
  // write): every such change NOTIFYs the sid on 'session_changed' (a TRUNCATE: '*').
  await sql`
    CREATE FUNCTION sessions_notify_change() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        PERFORM pg_notify('session_changed', '*');
      ELSE
        PERFORM pg_notify('session_changed', OLD.sid);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
    FOR EACH ROW EXECUTE FUNCTION sessions_notify_change()`.execute(db);
  await sql`
    CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
    FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_change()`.execute(db);

  await sql`
    CREATE FUNCTION ledger_may_go_negative(p_kind text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT p_kind NOT IN ('wallet', 'held', 'fees') $$`.execute(db);

  // Locks the accounts FOR UPDATE in ascending id order (the order every posting uses, so two
  // postings wait for each other instead of deadlocking) and returns each with its kind, balance and
  // row version (xmin: it changes with every posting). One statement; a row updated by a transaction
  // we waited for comes back as its latest version.
  await sql`
    CREATE FUNCTION ledger_lock(p_accounts bigint[])
    RETURNS TABLE (account_id bigint, account_kind text, balance_pesewas bigint, version text)
    LANGUAGE sql AS $$
      SELECT a.id, a.kind, a.balance_pesewas, a.xmin::text FROM ledger_accounts a
      WHERE a.id = ANY (p_accounts) ORDER BY a.id FOR UPDATE
    $$`.execute(db);

  // outcome 'posted': a row per account with its new balance; 'missing': a row per unknown account;
  // 'insufficient': the first account (by id) the journal would take below zero, with its balance
  // and the amount it needed. Nothing is written unless the outcome is 'posted'. Two statements:
  // lock and check, then journal, entries and balances in one.
  await sql`
    CREATE FUNCTION ledger_post(
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
      RETURN QUERY
        WITH journal AS (
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
        SELECT 'posted'::text, journal.id, updated.id, updated.kind, updated.balance_pesewas, NULL::bigint
        FROM journal, updated;
    END $$`.execute(db);

  // The facts the fraud model weighs about a recipient (paid before, an established contact or
  // friend, reports by people in good standing): one definition, read by a send's context and by
  // loadRecipientHistory. The recipient is a user id, or (no account yet) the phone or e-mail typed.
  await sql`
    CREATE FUNCTION payment_recipient_facts(
      p_sender_id uuid, p_recipient_id uuid, p_phone text, p_email text,
      p_established_before timestamptz, p_reporter_standing_since timestamptz)
    RETURNS TABLE (paid_before boolean, saved_contact boolean, friend boolean, distinct_reporters integer)
    LANGUAGE plpgsql STABLE AS $$
    BEGIN
      -- Two branches, not one query with a CASE: each must use its index (transactions_pair_idx for
      -- an account; the sender's payments otherwise), and a CASE in a cached plan uses none.
      IF p_recipient_id IS NULL THEN
        RETURN QUERY SELECT
          EXISTS (
            SELECT 1 FROM transactions t
            WHERE t.sender_id = p_sender_id AND t.status IN ('completed', 'pending')
              AND (t.recipient_phone = p_phone OR t.recipient_email = p_email)),
          EXISTS (
            SELECT 1 FROM contacts c
            WHERE c.user_id = p_sender_id AND c.created_at <= p_established_before
              AND (c.contact_phone = p_phone OR c.contact_email = p_email)),
          false,
          0;
        RETURN;
      END IF;
      RETURN QUERY SELECT
        EXISTS (
          SELECT 1 FROM transactions t
          WHERE t.sender_id = p_sender_id AND t.recipient_id = p_recipient_id AND t.status IN ('completed', 'pending')),
        EXISTS (
          SELECT 1 FROM contacts c
          WHERE c.user_id = p_sender_id AND c.created_at <= p_established_before
            AND (c.contact_user_id = p_recipient_id OR c.contact_phone = p_phone OR c.contact_email = p_email)),
        EXISTS (
          SELECT 1 FROM friendships f
          WHERE f.status = 'accepted' AND coalesce(f.responded_at, f.requested_at) <= p_established_before
            AND ((f.requester_id = p_sender_id AND f.addressee_id = p_recipient_id)
              OR (f.requester_id = p_recipient_id AND f.addressee_id = p_sender_id))),
        (
          SELECT count(DISTINCT ur.reporter_id)::integer
          FROM user_reports ur JOIN users reporter ON reporter.id = ur.reporter_id
          WHERE ur.reported_id = p_recipient_id AND ur.reporter_id <> p_sender_id AND ur.status <> 'dismissed'
            AND reporter.created_at <= p_reporter_standing_since
            AND (reporter.phone_verified OR reporter.email_verified)
            AND EXISTS (
              SELECT 1 FROM transactions rt
              WHERE rt.sender_id = ur.reporter_id AND rt.status = 'completed' AND rt.recipient_id <> p_recipient_id));
    END $$`.execute(db);

  // Everything a send reads before it writes, in one call: the accounts its recipient fields name
  // (a username, or a phone or e-mail its owner proved; or an explicit id), the sender with their
  // wallet and the wallet row's version (xmin changes with every posting), their latest payments
  // that moved money, the recipient facts (for the one account named, or for the phone or e-mail
  // when nobody has them), the recipient's wallet, the id the payment will take and the stored
  // Idempotency-Key. The caller applies the resolution rules (two different people: refused).
  await sql`
    CREATE FUNCTION send_candidate(u users) RETURNS jsonb
    LANGUAGE sql STABLE AS $$
      SELECT jsonb_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
        'username', u.username, 'phoneNumber', u.phone_number, 'email', u.email, 'profileImageUrl', u.profile_image_url,
        'createdAtMs', floor(extract(epoch FROM u.created_at) * 1000)::bigint::text)
    $$`.execute(db);

  await sql`
    CREATE FUNCTION send_context(
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
        'transactionId', nextval(pg_get_serial_sequence('transactions', 'id'))::text,
        'storedKey', (
          SELECT jsonb_build_object('state', k.state, 'operation', k.operation, 'requestHash', k.request_hash,
            'responseStatus', k.response_status, 'responseBody', k.response_body,
            'expiresAtMs', floor(extract(epoch FROM k.expires_at) * 1000)::bigint::text)
          FROM idempotency_keys k WHERE k.user_id = p_sender_id AND k.key = p_idempotency_key));
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
      v_session_valid boolean;
      v_key_state text;
      v_key_operation text;
      v_key_hash text;
      v_key_status integer;
      v_key_body jsonb;
      v_key_expires_at timestamptz;
      v_account record;
      v_amount bigint;
      v_stale boolean := true;
      v_short boolean := false;
      v_transaction_id bigint := (p_transaction ->> 'id')::bigint;
      v_posted text;
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

      -- The payment, its alert and the stored response in one statement (an expired key's row
      -- replaced); then the ledger posting.
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
        SELECT p.outcome INTO v_posted
        FROM ledger_post(p_journal_kind, v_transaction_id, NULL, NULL, p_accounts, p_amounts) AS p LIMIT 1;
        IF v_posted IS DISTINCT FROM 'posted' THEN
          -- Checked above under the same locks, so this cannot happen; if it does, nothing commits.
          RAISE EXCEPTION 'send_payment: the ledger refused the posting (%)', v_posted;
        END IF;
      END IF;
      RETURN QUERY SELECT 'completed'::text, 200, NULL::jsonb;
    END $$`.execute(db);

  // Every statement in these functions finds its rows through a primary key or a unique index, so
  // one generic plan per connection serves every call. Without this, PL/pgSQL keeps planning some
  // of them afresh on every call (custom plans, chosen when a generic plan's estimate looks worse),
  // which also parses the inlined SQL functions each time.
  for (const fn of ['ledger_post', 'payment_recipient_facts', 'send_context', 'send_payment']) {
    await sql`ALTER FUNCTION ${sql.raw(fn)} SET plan_cache_mode = force_generic_plan`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS sessions_truncated ON sessions`.execute(db);
  await sql`DROP TRIGGER IF EXISTS sessions_changed ON sessions`.execute(db);
  await sql`DROP FUNCTION IF EXISTS sessions_notify_change`.execute(db);
  await sql`DROP FUNCTION IF EXISTS send_payment`.execute(db);
  await sql`DROP FUNCTION IF EXISTS send_context`.execute(db);
  await sql`DROP FUNCTION IF EXISTS send_candidate`.execute(db);
  await sql`DROP FUNCTION IF EXISTS payment_recipient_facts`.execute(db);
  await sql`DROP FUNCTION IF EXISTS ledger_post`.execute(db);
  await sql`DROP FUNCTION IF EXISTS ledger_lock`.execute(db);
  await sql`DROP FUNCTION IF EXISTS ledger_may_go_negative`.execute(db);
}
