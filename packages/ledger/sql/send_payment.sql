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
END $function$;
