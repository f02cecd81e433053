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
END $function$;
