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
END $function$;
