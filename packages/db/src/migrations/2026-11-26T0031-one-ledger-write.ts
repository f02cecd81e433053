import { type Kysely, sql } from 'kysely';

// Frozen. Posting written once: ledger_write (packages/ledger/sql/ledger_write.sql) is the one place
// that writes a journal's entries, balances and limit usage and checks them (entries sum to zero,
// balances that may not go negative stay at or above zero, the tier limits), under the accounts'
// locks. It is send_payment's write of migration 0024 made shared: send_payment calls it after its
// payment and journal rows (the same SQL statements per send as before), and ledger_post calls it in
// a subtransaction (a refusal writes nothing and leaves the caller's transaction usable), in place
// of ledger_limit_breach, ledger_limit_record and ledger_write_checked, which go. The balance limit
// now also refuses a held_claim inside the one function (ledger_limit_breach did; send_payment
// never posts one). The text of each function is its file's, copied here once.
export async function up(db: Kysely<any>): Promise<void> {
  // packages/ledger/sql/ledger_refuse_limit.sql
  await sql`
-- ledger_write's refusal of a tier limit: SQLSTATE GP001, message 'limit', the breach as JSON detail
-- (the wallet, the limit's name, the limit, and what was used before this posting: today's or this
-- month's money out, or for 'balance' the balance).
CREATE OR REPLACE FUNCTION ledger_refuse_limit(p_account_id bigint, p_limit text, p_limit_pesewas bigint, p_used_pesewas bigint)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'GP001', MESSAGE = 'limit', DETAIL = jsonb_build_object(
    'accountId', p_account_id::text, 'limit', p_limit,
    'limitPesewas', p_limit_pesewas::text, 'usedPesewas', p_used_pesewas::text)::text;
END $function$;`.execute(db);

  // packages/ledger/sql/ledger_write.sql
  await sql`
-- The one place that posts entries and checks them: every journal's entries, balances and limit
-- usage are written here, by ledger_post and by send_payment, after the journal's row exists.
--
-- Under the accounts' locks (ledger_lock, ascending id order): the entries sum to zero; the account
-- p_version_account (if given) is still at row version p_version ('stale' otherwise: a send scored
-- on an older balance); every account exists (SQLSTATE GP002 otherwise); no account that may not go
-- negative (ledger_may_go_negative) goes below zero ('insufficient', detail: the first such account
-- by id, its kind, balance and the amount it needed); then one statement writes the limit usage, the
-- entries and the balances and returns what the tier limits need, and a limit passed refuses
-- ('limit', detail: the breach; ledger_refuse_limit). Refusals raise SQLSTATE GP001 with the refusal
-- as the message, which takes back everything written since the caller's statement or subtransaction
-- began. Writing first and checking the limits from the write's own returned rows is what keeps a
-- send to one statement under the locks.
--
-- The tier limits (figures: kyc_tier_limits): money out of a wallet (p2p_send, request_payment,
-- held_send, payout_hold: amount and fee) counts towards the payer's daily and, for a tier with one,
-- monthly limit, in Africa/Accra days; money in from another person (p2p_send, request_payment,
-- held_claim) may not take the payee's balance above their tier's maximum. Money coming back and
-- money a provider already moved are never refused.
--
-- With no accounts (a payment blocked by the fraud check), only the version is checked.
-- No SET clause: its callers (ledger_post, send_payment) set plan_cache_mode, and a SET would cost a
-- configuration save and restore on every send.
CREATE OR REPLACE FUNCTION ledger_write(p_caller text, p_kind text, p_journal_id bigint, p_accounts bigint[], p_amounts bigint[], p_version_account bigint, p_version text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_amount bigint;
  v_sum numeric := 0;
  v_found integer := 0;
  v_account record;
  v_stale boolean := p_version_account IS NOT NULL;
  v_short_id bigint;
  v_short_kind text;
  v_short_balance bigint;
  v_wallet record;
  v_day date := (now() AT TIME ZONE 'Africa/Accra')::date;
BEGIN
  IF cardinality(p_accounts) IS DISTINCT FROM cardinality(p_amounts) THEN
    RAISE EXCEPTION '%: % accounts for % amounts', p_caller, cardinality(p_accounts), cardinality(p_amounts);
  END IF;
  FOREACH v_amount IN ARRAY p_amounts LOOP
    v_sum := v_sum + v_amount;
  END LOOP;
  IF v_sum <> 0 THEN
    RAISE EXCEPTION '%: entries do not balance', p_caller;
  END IF;

  FOR v_account IN
    SELECT * FROM ledger_lock(CASE WHEN cardinality(p_accounts) > 0 THEN p_accounts ELSE ARRAY[p_version_account] END)
  LOOP
    v_found := v_found + 1;
    IF v_account.account_id = p_version_account THEN
      v_stale := v_account.version IS DISTINCT FROM p_version;
    END IF;
    v_amount := p_amounts[array_position(p_accounts, v_account.account_id)];
    IF v_short_id IS NULL AND v_amount < 0 AND v_account.balance_pesewas + v_amount < 0
      AND NOT ledger_may_go_negative(v_account.account_kind) THEN
      v_short_id := v_account.account_id;
      v_short_kind := v_account.account_kind;
      v_short_balance := v_account.balance_pesewas;
    END IF;
  END LOOP;
  IF v_stale THEN
    RAISE EXCEPTION USING ERRCODE = 'GP001', MESSAGE = 'stale';
  END IF;
  IF cardinality(p_accounts) = 0 THEN
    RETURN;
  END IF;
  IF v_found <> cardinality(p_accounts) THEN
    RAISE EXCEPTION USING ERRCODE = 'GP002', MESSAGE = p_caller || ': an account of the posting does not exist';
  END IF;
  IF v_short_id IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'GP001', MESSAGE = 'insufficient', DETAIL = jsonb_build_object(
      'accountId', v_short_id::text, 'accountKind', v_short_kind, 'balancePesewas', v_short_balance::text,
      'requiredPesewas', (-p_amounts[array_position(p_accounts, v_short_id)])::text)::text;
  END IF;

  -- The limit usage, the entries and the balances, and what the limits need from them: a row for
  -- each wallet of the posting, by id.
  FOR v_wallet IN
    WITH used AS (
      INSERT INTO wallet_limit_usage (account_id, day, out_pesewas)
      SELECT m.id, v_day, -m.amount
      FROM unnest(p_accounts, p_amounts) AS m (id, amount)
      JOIN ledger_accounts a ON a.id = m.id AND a.kind = 'wallet'
      WHERE m.amount < 0 AND p_kind IN ('p2p_send', 'request_payment', 'held_send', 'payout_hold')
      ON CONFLICT (account_id, day) DO UPDATE SET out_pesewas = wallet_limit_usage.out_pesewas + excluded.out_pesewas
      RETURNING account_id, out_pesewas
    ), posted AS (
      INSERT INTO ledger_entries (journal_id, account_id, amount_pesewas)
      SELECT p_journal_id, m.id, m.amount FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS m (id, amount, n)
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
      -- Money out that counts towards the limits: today's usage with this posting, then the month's.
      IF v_wallet.today > v_wallet.daily_pesewas THEN
        PERFORM ledger_refuse_limit(v_wallet.id, 'daily', v_wallet.daily_pesewas, v_wallet.today + v_wallet.amount);
      END IF;
      IF v_wallet.monthly_pesewas IS NOT NULL AND v_wallet.earlier_this_month + v_wallet.today > v_wallet.monthly_pesewas THEN
        PERFORM ledger_refuse_limit(v_wallet.id, 'monthly', v_wallet.monthly_pesewas,
          v_wallet.earlier_this_month + v_wallet.today + v_wallet.amount);
      END IF;
    ELSIF v_wallet.amount > 0 AND p_kind IN ('p2p_send', 'request_payment', 'held_claim')
      AND v_wallet.balance_pesewas > v_wallet.max_balance_pesewas THEN
      PERFORM ledger_refuse_limit(v_wallet.id, 'balance', v_wallet.max_balance_pesewas, v_wallet.balance_pesewas - v_wallet.amount);
    END IF;
  END LOOP;
END $function$;`.execute(db);

  // packages/ledger/sql/ledger_post.sql
  await sql`
-- Posts a journal: its row, then its entries through ledger_write (the one place that writes and
-- checks entries), in a subtransaction, so that a refusal writes nothing and leaves the caller's
-- transaction usable. Answers 'posted' (a row per account with its new balance), or a refusal:
-- 'missing' (a row per unknown account), 'insufficient' (the first account by id the journal would
-- take below zero: its kind, balance and the amount it needed in required_pesewas), 'limit' (a tier
-- limit it would pass: the wallet, the limit's name in account_kind, the limit in balance_pesewas
-- and what was used, or for 'balance' the balance, in required_pesewas). postJournal
-- (src/post-journal.ts) calls it.
CREATE OR REPLACE FUNCTION ledger_post(p_kind text, p_transaction_id bigint, p_description text, p_reverses_journal_id bigint, p_accounts bigint[], p_amounts bigint[])
 RETURNS TABLE(outcome text, journal_id bigint, account_id bigint, account_kind text, balance_pesewas bigint, required_pesewas bigint)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  v_journal_id bigint;
  v_state text;
  v_refusal text;
  v_detail_text text;
  v_detail jsonb;
BEGIN
  IF cardinality(p_accounts) IS DISTINCT FROM cardinality(p_amounts) OR cardinality(p_accounts) = 0 THEN
    RAISE EXCEPTION 'ledger_post: % accounts for % amounts', cardinality(p_accounts), cardinality(p_amounts);
  END IF;
  BEGIN
    INSERT INTO ledger_journals (kind, transaction_id, description, reverses_journal_id)
    VALUES (p_kind, p_transaction_id, p_description, p_reverses_journal_id)
    RETURNING id INTO v_journal_id;
    PERFORM ledger_write('ledger_post', p_kind, v_journal_id, p_accounts, p_amounts, NULL, NULL);
  EXCEPTION WHEN SQLSTATE 'GP001' OR SQLSTATE 'GP002' THEN
    GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_refusal = MESSAGE_TEXT, v_detail_text = PG_EXCEPTION_DETAIL;
  END;
  IF v_state = 'GP002' THEN
    RETURN QUERY
      SELECT 'missing'::text, NULL::bigint, m.id, NULL::text, NULL::bigint, NULL::bigint
      FROM unnest(p_accounts) AS m (id)
      WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = m.id);
    RETURN;
  END IF;
  IF v_refusal = 'insufficient' THEN
    v_detail := v_detail_text::jsonb;
    RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, (v_detail ->> 'accountId')::bigint, v_detail ->> 'accountKind',
      (v_detail ->> 'balancePesewas')::bigint, (v_detail ->> 'requiredPesewas')::bigint;
    RETURN;
  END IF;
  IF v_refusal = 'limit' THEN
    v_detail := v_detail_text::jsonb;
    RETURN QUERY SELECT 'limit'::text, NULL::bigint, (v_detail ->> 'accountId')::bigint, v_detail ->> 'limit',
      (v_detail ->> 'limitPesewas')::bigint, (v_detail ->> 'usedPesewas')::bigint;
    RETURN;
  END IF;
  IF v_refusal IS NOT NULL THEN
    RAISE EXCEPTION 'ledger_post: the ledger refused the posting (%)', v_refusal;
  END IF;
  RETURN QUERY
    SELECT 'posted'::text, v_journal_id, a.id, a.kind, a.balance_pesewas, NULL::bigint
    FROM ledger_accounts a WHERE a.id = ANY (p_accounts);
END $function$;`.execute(db);

  // packages/ledger/sql/send_payment.sql
  await sql`
-- The money transaction of a send: session still valid, idempotency (in flight, replay, key reused),
-- then the payment row, its fraud alert, the stored response and the journal before any wallet is
-- locked; then the posting through ledger_write (the wallets locked in id order, the sender's wallet
-- still the version the payment was scored on, funds, the entries and the tier limits).
-- outcome: 'completed', 'replay', 'in_flight', 'key_reused', 'unauthenticated'; a refusal under the
-- locks ('stale', 'insufficient', 'limit', from ledger_write) raises SQLSTATE GP001 (the outcome its
-- message, a limit's breach its detail), which takes back everything the statement wrote.
-- sendPayment (src/send/send-payment.ts) calls it.
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
  v_journal_id bigint;
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

  -- 2. The posting through ledger_write, under the wallets' locks: the sender's wallet must still
  -- be the version the payment was scored on (a send from the same wallet that committed meanwhile
  -- changed it, and its velocity must count), then funds, the entries, the balances and the limits.
  -- A refusal raises GP001 and takes back everything this statement wrote.
  PERFORM ledger_write('send_payment', p_journal_kind, v_journal_id, p_accounts, p_amounts, p_sender_wallet, p_sender_wallet_version);
  RETURN QUERY SELECT 'completed'::text, 200, NULL::jsonb;
END $function$;`.execute(db);

  await sql`DROP FUNCTION ledger_write_checked(text, bigint, text, bigint, bigint[], bigint[])`.execute(db);
  await sql`DROP FUNCTION ledger_limit_breach(text, bigint[], bigint[])`.execute(db);
  await sql`DROP FUNCTION ledger_limit_record(text, bigint[], bigint[])`.execute(db);
  await sql`DROP FUNCTION send_payment_refuse_limit(bigint, text, bigint, bigint)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migration 0031 (one ledger write) is not reversible: restore the 0030 functions from a backup');
}
