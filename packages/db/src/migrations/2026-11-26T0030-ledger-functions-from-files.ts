import { type Kysely, sql } from 'kysely';

// Frozen. The ledger's database functions as packages/ledger/sql/ holds them, one file a function,
// copied here once as literal text (a migration never reads those files: they change, this does not).
// The behaviour is that of the migrations before; only the text is the files' (the bodies no longer
// carry the indentation of the migration that wrote them), so that a fresh database's
// pg_get_functiondef equals the files (packages/ledger/src/sql-files.int.test.ts).
export async function up(db: Kysely<any>): Promise<void> {
  // packages/ledger/sql/kyc_tier_limits.sql
  await sql`
-- The Bank of Ghana's tiered wallet limits (March 2024) by KYC tier. The figures are also
-- packages/money/src/limits.ts (TIER_LIMITS); src/tier-limits.int.test.ts holds the two equal.
CREATE OR REPLACE FUNCTION kyc_tier_limits(p_tier text)
 RETURNS TABLE(daily_pesewas bigint, max_balance_pesewas bigint, monthly_pesewas bigint)
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
SELECT v.daily, v.max_balance, v.monthly FROM (VALUES
  ('minimum', 300000::bigint, 500000::bigint, 1000000::bigint),
  ('medium', 1500000::bigint, 4000000::bigint, NULL::bigint),
  ('enhanced', 2500000::bigint, 7500000::bigint, NULL::bigint)) AS v (tier, daily, max_balance, monthly)
WHERE v.tier = p_tier
$function$;`.execute(db);

  // packages/ledger/sql/ledger_limit_breach.sql
  await sql`
-- The first tier limit (by account id) a posting would pass, or no row. Reads balances and usage
-- the caller has locked (ledger_lock on the wallets). Money out (p2p_send, request_payment, held_send,
-- payout_hold) counts towards the payer's daily and, for the minimum tier, monthly limit, in
-- Africa/Accra days; money in from another person (p2p_send, request_payment, held_claim) may not take
-- the payee's balance above their tier's maximum.
CREATE OR REPLACE FUNCTION ledger_limit_breach(p_kind text, p_accounts bigint[], p_amounts bigint[])
 RETURNS TABLE(account_id bigint, limit_kind text, limit_pesewas bigint, used_pesewas bigint)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  v_day date := (now() AT TIME ZONE 'Africa/Accra')::date;
  v_wallet record;
  v_today bigint;
  v_month bigint;
BEGIN
  IF p_kind NOT IN ('p2p_send', 'request_payment', 'held_send', 'payout_hold', 'held_claim') THEN
    RETURN;
  END IF;
  FOR v_wallet IN
    SELECT a.id, a.balance_pesewas, m.amount, l.daily_pesewas, l.max_balance_pesewas, l.monthly_pesewas
    FROM unnest(p_accounts, p_amounts) AS m (id, amount)
    JOIN ledger_accounts a ON a.id = m.id AND a.kind = 'wallet'
    JOIN users u ON u.id = a.user_id
    CROSS JOIN LATERAL kyc_tier_limits(u.kyc_tier) AS l
    ORDER BY a.id
  LOOP
    IF v_wallet.amount < 0 AND p_kind <> 'held_claim' THEN
      SELECT coalesce(sum(w.out_pesewas) FILTER (WHERE w.day = v_day), 0), coalesce(sum(w.out_pesewas), 0)
      INTO v_today, v_month
      FROM wallet_limit_usage w WHERE w.account_id = v_wallet.id AND w.day >= date_trunc('month', v_day)::date;
      IF v_today - v_wallet.amount > v_wallet.daily_pesewas THEN
        RETURN QUERY SELECT v_wallet.id, 'daily'::text, v_wallet.daily_pesewas, v_today;
        RETURN;
      END IF;
      IF v_wallet.monthly_pesewas IS NOT NULL AND v_month - v_wallet.amount > v_wallet.monthly_pesewas THEN
        RETURN QUERY SELECT v_wallet.id, 'monthly'::text, v_wallet.monthly_pesewas, v_month;
        RETURN;
      END IF;
    ELSIF v_wallet.amount > 0 AND p_kind IN ('p2p_send', 'request_payment', 'held_claim')
      AND v_wallet.balance_pesewas + v_wallet.amount > v_wallet.max_balance_pesewas THEN
      RETURN QUERY SELECT v_wallet.id, 'balance'::text, v_wallet.max_balance_pesewas, v_wallet.balance_pesewas;
      RETURN;
    END IF;
  END LOOP;
END $function$;`.execute(db);

  // packages/ledger/sql/ledger_limit_record.sql
  await sql`
-- Adds a posting's money out to its wallets' usage of the day (the kinds that count towards the limits).
CREATE OR REPLACE FUNCTION ledger_limit_record(p_kind text, p_accounts bigint[], p_amounts bigint[])
 RETURNS void
 LANGUAGE sql
AS $function$
INSERT INTO wallet_limit_usage (account_id, day, out_pesewas)
SELECT m.id, (now() AT TIME ZONE 'Africa/Accra')::date, -m.amount
FROM unnest(p_accounts, p_amounts) AS m (id, amount)
JOIN ledger_accounts a ON a.id = m.id AND a.kind = 'wallet'
WHERE m.amount < 0 AND p_kind IN ('p2p_send', 'request_payment', 'held_send', 'payout_hold')
ON CONFLICT (account_id, day) DO UPDATE SET out_pesewas = wallet_limit_usage.out_pesewas + excluded.out_pesewas
$function$;`.execute(db);

  // packages/ledger/sql/ledger_lock.sql
  await sql`
-- Locks the accounts FOR UPDATE in ascending id order (the order every posting uses, so two postings
-- wait for each other instead of deadlocking) and returns each with its kind, balance and row version
-- (xmin: it changes with every posting). A row updated by a transaction we waited for comes back as its
-- latest version.
CREATE OR REPLACE FUNCTION ledger_lock(p_accounts bigint[])
 RETURNS TABLE(account_id bigint, account_kind text, balance_pesewas bigint, version text)
 LANGUAGE sql
AS $function$
SELECT a.id, a.kind, a.balance_pesewas, a.xmin::text FROM ledger_accounts a
WHERE a.id = ANY (p_accounts) ORDER BY a.id FOR UPDATE
$function$;`.execute(db);

  // packages/ledger/sql/ledger_may_go_negative.sql
  await sql`
-- The balance policy: which account kinds may go below zero. packages/ledger/src/balance-policy.ts
-- holds the same list (a test holds the two equal).
CREATE OR REPLACE FUNCTION ledger_may_go_negative(p_kind text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT p_kind NOT IN ('wallet', 'held', 'fees', 'payout_pending') $function$;`.execute(db);

  // packages/ledger/sql/ledger_post.sql
  await sql`
-- Posts a journal: locks its accounts, refuses without writing ('missing': a row per unknown account;
-- 'insufficient': the first account by id the journal would take below zero; 'limit': a tier limit it
-- would pass), or writes it ('posted': a row per account with its new balance). postJournal
-- (src/post-journal.ts) calls it.
CREATE OR REPLACE FUNCTION ledger_post(p_kind text, p_transaction_id bigint, p_description text, p_reverses_journal_id bigint, p_accounts bigint[], p_amounts bigint[])
 RETURNS TABLE(outcome text, journal_id bigint, account_id bigint, account_kind text, balance_pesewas bigint, required_pesewas bigint)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
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
END $function$;`.execute(db);

  // packages/ledger/sql/ledger_write_checked.sql
  await sql`
-- The limit usage, the journal, its entries and the balances in one statement. Only for a caller that
-- holds the accounts' locks (ledger_lock) and has checked funds and limits under them in this
-- transaction (ledger_post). It checks that the entries balance itself.
CREATE OR REPLACE FUNCTION ledger_write_checked(p_kind text, p_transaction_id bigint, p_description text, p_reverses_journal_id bigint, p_accounts bigint[], p_amounts bigint[])
 RETURNS TABLE(journal_id bigint, account_id bigint, account_kind text, balance_pesewas bigint)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
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
END $function$;`.execute(db);

  // packages/ledger/sql/payment_recipient_facts.sql
  await sql`
-- The facts the fraud model weighs about a recipient (paid before, an established contact or friend,
-- reports by people in good standing): read by send_context and by the API's loadRecipientHistory. The
-- recipient is a user id, or (no account yet) the phone or e-mail typed.
CREATE OR REPLACE FUNCTION payment_recipient_facts(p_sender_id uuid, p_recipient_id uuid, p_phone text, p_email text, p_established_before timestamp with time zone, p_reporter_standing_since timestamp with time zone)
 RETURNS TABLE(paid_before boolean, saved_contact boolean, friend boolean, distinct_reporters integer)
 LANGUAGE plpgsql
 STABLE
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
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
END $function$;`.execute(db);

  // packages/ledger/sql/send_candidate.sql
  await sql`
-- A user as send_context returns a candidate recipient.
CREATE OR REPLACE FUNCTION send_candidate(u users)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
AS $function$
SELECT jsonb_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
  'username', u.username, 'phoneNumber', u.phone_number, 'email', u.email, 'profileImageUrl', u.profile_image_url,
  'createdAtMs', floor(extract(epoch FROM u.created_at) * 1000)::bigint::text)
$function$;`.execute(db);

  // packages/ledger/sql/send_context.sql
  await sql`
-- Everything a send reads before it writes, in one call: the accounts its recipient fields name, the
-- sender with their wallet and the wallet row's version, the scorer's summary of their latest payments,
-- the recipient facts, the recipient's wallet and what the payment-received notice needs, the id the
-- payment will take and the stored Idempotency-Key. loadSendContext (src/send/send-context.ts) calls it.
CREATE OR REPLACE FUNCTION send_context(p_sender_id uuid, p_recipient_id uuid, p_username text, p_phone text, p_email text, p_established_before timestamp with time zone, p_reporter_standing_since timestamp with time zone, p_history_limit integer, p_idempotency_key text, p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  v_candidates jsonb;
  v_count integer;
  v_recipient uuid;
  v_phone text := p_phone;
  v_email text := p_email;
  -- A payment is in a window when its time, in whole milliseconds, is after p_now less the
  -- window. For a time c and a bound t: floor_ms(c) > t exactly when c >= floor_ms(t) + 1 ms.
  v_from_10_minutes timestamptz := date_trunc('milliseconds', p_now - interval '10 minutes') + interval '1 millisecond';
  v_from_24_hours timestamptz := date_trunc('milliseconds', p_now - interval '24 hours') + interval '1 millisecond';
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
    'historySummary', (
      SELECT jsonb_build_object('count', s.n,
        'median', CASE WHEN s.n > 0 THEN ((s.sorted[(s.n + 1) / 2] + s.sorted[s.n / 2 + 1]) / 2)::text END,
        'mean', CASE WHEN s.n > 0 THEN div(s.total + s.n / 2, s.n)::text END,
        'largest', s.sorted[s.n]::text, 'last10Minutes', s.last10, 'last24Hours', s.last24, 'sent24Hours', s.sent24::text)
      FROM (
        SELECT coalesce(cardinality(a.sorted), 0) AS n, a.* FROM (
          SELECT sum(h.amount_pesewas) FILTER (WHERE h.done) AS total,
            array_agg(h.amount_pesewas ORDER BY h.amount_pesewas) FILTER (WHERE h.done) AS sorted,
            count(*) FILTER (WHERE h.created_at >= v_from_10_minutes)::integer AS last10,
            count(*) FILTER (WHERE h.created_at >= v_from_24_hours)::integer AS last24,
            coalesce(sum(h.amount_pesewas) FILTER (WHERE h.created_at >= v_from_24_hours), 0) AS sent24
          FROM (
            SELECT amount_pesewas, created_at, status = 'completed' AS done FROM transactions
            WHERE sender_id = p_sender_id AND status IN ('completed', 'pending')
            ORDER BY id DESC LIMIT p_history_limit) h) a) s),
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
    'transactionId', nextval('public.transactions_id_seq'::regclass)::text,
    'storedKey', (
      SELECT jsonb_build_object('state', k.state, 'operation', k.operation, 'requestHash', k.request_hash,
        'responseStatus', k.response_status, 'responseBody', k.response_body,
        'expiresAtMs', floor(extract(epoch FROM k.expires_at) * 1000)::bigint::text)
      FROM idempotency_keys k WHERE k.user_id = p_sender_id AND k.key = p_idempotency_key));
END $function$;`.execute(db);

  // packages/ledger/sql/send_payment.sql
  await sql`
-- The money transaction of a send: session still valid, idempotency (in flight, replay, key reused),
-- then the payment row, its fraud alert, the stored response and the journal before any wallet is
-- locked; then the wallets locked in id order, the sender's wallet still the version the payment was
-- scored on, funds, the posting and the tier limits under the locks. outcome: 'completed', 'replay',
-- 'in_flight', 'key_reused', 'unauthenticated'; a refusal under the locks ('stale', 'insufficient',
-- 'limit') raises SQLSTATE GP001 (the outcome its message, a limit's breach its detail), which takes
-- back everything the statement wrote. sendPayment (src/send/send-payment.ts) calls it.
CREATE OR REPLACE FUNCTION send_payment(p_session_id text, p_now timestamp with time zone, p_sender_id uuid, p_idempotency_key text, p_operation text, p_request_hash text, p_key_expires_at timestamp with time zone, p_sender_wallet bigint, p_sender_wallet_version text, p_transaction jsonb, p_alert jsonb, p_journal_kind text, p_accounts bigint[], p_amounts bigint[], p_response jsonb)
 RETURNS TABLE(outcome text, response_status integer, response_body jsonb)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
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
  v_wallet record;
  v_day date := (now() AT TIME ZONE 'Africa/Accra')::date;
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

    -- 3. Under the locks: the limit usage, the entries and the balances (as ledger_write_checked),
    -- and what the limits need from them: a row for each wallet of the posting, by id.
    FOR v_wallet IN
      WITH used AS (
        INSERT INTO wallet_limit_usage (account_id, day, out_pesewas)
        SELECT m.id, v_day, -m.amount
        FROM unnest(p_accounts, p_amounts) AS m (id, amount)
        JOIN ledger_accounts a ON a.id = m.id AND a.kind = 'wallet'
        WHERE m.amount < 0 AND p_journal_kind IN ('p2p_send', 'request_payment', 'held_send', 'payout_hold')
        ON CONFLICT (account_id, day) DO UPDATE SET out_pesewas = wallet_limit_usage.out_pesewas + excluded.out_pesewas
        RETURNING account_id, out_pesewas
      ), posted AS (
        INSERT INTO ledger_entries (journal_id, account_id, amount_pesewas)
        SELECT v_journal_id, m.id, m.amount FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS m (id, amount, n)
        ORDER BY m.n
      ), moved AS (
        UPDATE ledger_accounts a SET balance_pesewas = a.balance_pesewas + m.amount
        FROM unnest(p_accounts, p_amounts) AS m (id, amount)
        WHERE a.id = m.id
        RETURNING a.id, a.kind, a.user_id, a.balance_pesewas, m.amount
      )
      SELECT moved.id, moved.amount, moved.balance_pesewas, used.out_pesewas AS today,
        l.daily_pesewas, l.max_balance_pesewas, l.monthly_pesewas,
        CASE WHEN used.out_pesewas IS NOT NULL AND l.monthly_pesewas IS NOT NULL THEN (
          SELECT coalesce(sum(w.out_pesewas), 0)::bigint FROM wallet_limit_usage w
          WHERE w.account_id = moved.id AND w.day >= date_trunc('month', v_day)::date AND w.day < v_day)
        END AS earlier_this_month
      FROM moved
      JOIN users u ON u.id = moved.user_id
      CROSS JOIN LATERAL kyc_tier_limits(u.kyc_tier) AS l
      LEFT JOIN used ON used.account_id = moved.id
      WHERE moved.kind = 'wallet'
      ORDER BY moved.id
    LOOP
      IF v_wallet.today IS NOT NULL THEN
        -- Money out that counts towards the limits: today's usage with this payment, then the month's.
        IF v_wallet.today > v_wallet.daily_pesewas THEN
          PERFORM send_payment_refuse_limit(v_wallet.id, 'daily', v_wallet.daily_pesewas, v_wallet.today + v_wallet.amount);
        END IF;
        IF v_wallet.monthly_pesewas IS NOT NULL AND v_wallet.earlier_this_month + v_wallet.today > v_wallet.monthly_pesewas THEN
          PERFORM send_payment_refuse_limit(v_wallet.id, 'monthly', v_wallet.monthly_pesewas,
            v_wallet.earlier_this_month + v_wallet.today + v_wallet.amount);
        END IF;
      ELSIF v_wallet.amount > 0 AND p_journal_kind IN ('p2p_send', 'request_payment')
        AND v_wallet.balance_pesewas > v_wallet.max_balance_pesewas THEN
        PERFORM send_payment_refuse_limit(v_wallet.id, 'balance', v_wallet.max_balance_pesewas, v_wallet.balance_pesewas - v_wallet.amount);
      END IF;
    END LOOP;
  END IF;
  RETURN QUERY SELECT 'completed'::text, 200, NULL::jsonb;
END $function$;`.execute(db);

  // packages/ledger/sql/send_payment_refuse_limit.sql
  await sql`
-- send_payment's refusal of a tier limit: SQLSTATE GP001, message 'limit', the breach as JSON detail.
CREATE OR REPLACE FUNCTION send_payment_refuse_limit(p_account_id bigint, p_limit text, p_limit_pesewas bigint, p_used_pesewas bigint)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'GP001', MESSAGE = 'limit', DETAIL = jsonb_build_object(
    'accountId', p_account_id::text, 'limit', p_limit,
    'limitPesewas', p_limit_pesewas::text, 'usedPesewas', p_used_pesewas::text)::text;
END $function$;`.execute(db);

  // packages/ledger/sql/send_payments.sql
  await sql`
-- Several sends in one call: the union of their wallets locked in id order, then each send as
-- send_payment in a subtransaction of its own (a refusal or error takes back that send's writes only).
-- A row per send, in order. sendPayments (src/send/send-payment.ts) calls it.
CREATE OR REPLACE FUNCTION send_payments(p_sends jsonb)
 RETURNS TABLE(n integer, outcome text, response_status integer, response_body jsonb, detail text)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
 SET lock_timeout TO '1s'
AS $function$
DECLARE
  v_send record;
  v_outcome text;
  v_status integer;
  v_body jsonb;
  v_detail text;
  v_state text;
BEGIN
  PERFORM count(*) FROM ledger_lock(ARRAY(
    SELECT DISTINCT w.id
    FROM jsonb_to_recordset(p_sends) AS s (sender_wallet bigint, accounts bigint[]),
      unnest(CASE WHEN cardinality(s.accounts) > 0 THEN s.accounts ELSE ARRAY[s.sender_wallet] END) AS w (id)
    WHERE w.id IS NOT NULL));

  FOR v_send IN
    SELECT s.*, o.n::integer AS position
    FROM jsonb_array_elements(p_sends) WITH ORDINALITY AS o (send, n),
      jsonb_to_record(o.send) AS s (
        session_id text, now timestamptz, sender_id uuid,
        idempotency_key text, operation text, request_hash text, key_expires_at timestamptz,
        sender_wallet bigint, sender_wallet_version text,
        transaction jsonb, alert jsonb,
        journal_kind text, accounts bigint[], amounts bigint[],
        response jsonb)
    ORDER BY o.n
  LOOP
    v_detail := NULL;
    BEGIN
      SELECT p.outcome, p.response_status, p.response_body INTO v_outcome, v_status, v_body
      FROM send_payment(
        v_send.session_id, v_send.now, v_send.sender_id,
        v_send.idempotency_key, v_send.operation, v_send.request_hash, v_send.key_expires_at,
        v_send.sender_wallet, v_send.sender_wallet_version,
        v_send.transaction, v_send.alert,
        v_send.journal_kind, coalesce(v_send.accounts, '{}'), coalesce(v_send.amounts, '{}'),
        v_send.response) AS p;
    EXCEPTION
      WHEN SQLSTATE 'GP001' THEN
        GET STACKED DIAGNOSTICS v_outcome = MESSAGE_TEXT, v_detail = PG_EXCEPTION_DETAIL;
        v_status := NULL;
        v_body := NULL;
      WHEN OTHERS THEN
        GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_detail = MESSAGE_TEXT;
        v_outcome := 'error';
        v_detail := v_state || ' ' || v_detail;
        v_status := NULL;
        v_body := NULL;
    END;
    n := v_send.position;
    outcome := v_outcome;
    response_status := v_status;
    response_body := v_body;
    detail := nullif(v_detail, '');
    RETURN NEXT;
  END LOOP;
END $function$;`.execute(db);
}

// The functions before this migration differ from these only in the whitespace of their bodies.
export async function down(): Promise<void> {}
