-- Several sends in one call, set-based: what send_payment does for one, a statement for all of them.
-- A row per send, in order. sendPayments (src/send/send-payment.ts) calls it.
--
-- 1. Each send's idempotency claim (in flight: another transaction holds the key's lock), then in a
--    statement of its own (so a request that just committed is seen) the sessions and keys of all:
--    'unauthenticated', 'in_flight', 'key_reused' and 'replay' answer here, as send_payment answers.
-- 2. The payments, their alerts, the stored responses and the journals of the sends that go on, one
--    insert per table, before any wallet is locked.
-- 3. Their postings through ledger_write_postings: the wallets of all locked at once, each send
--    checked in order (version, funds, limits), the accepted ones written together. A refused send
--    answers 'stale', 'insufficient' or 'limit' (its detail), 'error' for an account that does not
--    exist, and its rows of step 2 are deleted: it leaves nothing.
-- A send with the same key as an earlier one of the call replays that one's answer if it completed
-- ('key_reused' if the request differs). If step 2 or 3 raises (a row a table refuses, such as a
-- payment to an account closed meanwhile), their writes are taken back and each of those sends runs
-- as send_payment in a subtransaction of its own, so that only the send at fault fails; so does a
-- same-key send whose earlier one did not complete. A lock waited for past the lock_timeout, a
-- cancel, a deadlock or a serialization failure is raised instead: the caller sends them again.
CREATE OR REPLACE FUNCTION send_payments(p_sends jsonb)
 RETURNS TABLE(n integer, outcome text, response_status integer, response_body jsonb, detail text)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
 SET lock_timeout TO '1s'
AS $function$
DECLARE
  v_count integer := jsonb_array_length(p_sends);
  v_outcome text[];
  v_status integer[];
  v_body jsonb[];
  v_detail text[];
  v_go integer[];
  v_journals bigint[];
  v_refused integer[] := '{}';
  v_claimed boolean[];
  v_first integer[];
  v_alone integer[] := '{}';
  v_i integer;
  v_row record;
  v_one_status integer;
  v_one_body jsonb;
  v_state text;
  v_message text;
BEGIN
  -- 1. The idempotency claims (a statement of their own), then the sessions and keys.
  SELECT array_agg(s.idempotency_key IS NULL
      OR pg_try_advisory_xact_lock(hashtextextended(s.sender_id::text || ':' || s.idempotency_key, 0)) ORDER BY o.i)
  INTO v_claimed
  FROM jsonb_array_elements(p_sends) WITH ORDINALITY AS o (send, i)
  CROSS JOIN LATERAL jsonb_to_record(o.send) AS s (sender_id uuid, idempotency_key text);
  SELECT array_agg(d.outcome ORDER BY d.i), array_agg(d.status ORDER BY d.i), array_agg(d.body ORDER BY d.i),
    array_agg(d.first ORDER BY d.i)
  INTO v_outcome, v_status, v_body, v_first
  FROM (
    SELECT o.i,
      CASE WHEN s.idempotency_key IS NULL THEN o.i
        ELSE min(o.i) OVER (PARTITION BY s.sender_id, s.idempotency_key) END AS first,
      CASE
        WHEN NOT v_claimed[o.i] THEN 'in_flight'
        WHEN s.session_id IS NOT NULL AND NOT EXISTS (
          SELECT 1 FROM sessions x WHERE x.sid = s.session_id AND x.user_id = s.sender_id AND x.expire > s.now) THEN 'unauthenticated'
        WHEN k.expires_at > s.now THEN
          CASE WHEN k.state <> 'completed' THEN 'in_flight'
            WHEN k.request_hash <> s.request_hash OR k.operation <> s.operation THEN 'key_reused'
            ELSE 'replay' END
        ELSE 'go'
      END AS outcome,
      CASE WHEN k.expires_at > s.now AND k.state = 'completed' THEN k.response_status END AS status,
      CASE WHEN k.expires_at > s.now AND k.state = 'completed' THEN k.response_body END AS body
    FROM jsonb_array_elements(p_sends) WITH ORDINALITY AS o (send, i)
    CROSS JOIN LATERAL jsonb_to_record(o.send) AS s (
      session_id text, now timestamptz, sender_id uuid, idempotency_key text, operation text, request_hash text)
    LEFT JOIN idempotency_keys k ON k.user_id = s.sender_id AND k.key = s.idempotency_key
  ) AS d;
  v_detail := array_fill(NULL::text, ARRAY[v_count]);
  -- A key an earlier send of this call goes on with: this one waits for that one's answer.
  FOR v_i IN 1 .. v_count LOOP
    IF v_outcome[v_i] = 'go' AND v_first[v_i] <> v_i AND v_outcome[v_first[v_i]] = 'go' THEN
      v_outcome[v_i] := 'same_key';
    END IF;
  END LOOP;

  SELECT coalesce(array_agg(x.i ORDER BY x.i), '{}') INTO v_go FROM unnest(v_outcome) WITH ORDINALITY AS x (outcome, i) WHERE x.outcome = 'go';
  IF cardinality(v_go) > 0 THEN
    BEGIN
      -- 2. The rows of the sends that go on, before any wallet is locked.
      WITH go AS MATERIALIZED (
        SELECT o.i, o.send, (o.send -> 'transaction' ->> 'id')::bigint AS payment_id
        FROM jsonb_array_elements(p_sends) WITH ORDINALITY AS o (send, i)
        WHERE o.i = ANY (v_go)
      ), payment AS (
        INSERT INTO transactions (id, sender_id, recipient_id, recipient_phone, recipient_email, recipient_username,
          amount_pesewas, message, status, transaction_type, fraud_score, fraud_reasons,
          created_at, updated_at, completed_at, held_until)
        OVERRIDING SYSTEM VALUE
        SELECT t.id, t.sender_id, t.recipient_id, t.recipient_phone, t.recipient_email, t.recipient_username,
          t.amount_pesewas, t.message, t.status, t.transaction_type, t.fraud_score, t.fraud_reasons,
          t.created_at, t.updated_at, t.completed_at, t.held_until
        FROM go CROSS JOIN LATERAL jsonb_populate_record(NULL::transactions, go.send -> 'transaction') AS t
        ORDER BY go.i
        RETURNING id
      ), alert AS (
        INSERT INTO fraud_alerts (user_id, transaction_id, alert_type, alert_message, risk_score, risk_factors,
          transaction_amount_pesewas, recipient_id, description, ml_insights, confidence, created_at)
        SELECT f.user_id, payment.id, f.alert_type, f.alert_message, f.risk_score, f.risk_factors,
          f.transaction_amount_pesewas, f.recipient_id, f.description, f.ml_insights, f.confidence, f.created_at
        FROM payment JOIN go ON go.payment_id = payment.id
        CROSS JOIN LATERAL jsonb_populate_record(NULL::fraud_alerts, go.send -> 'alert') AS f
        WHERE jsonb_typeof(go.send -> 'alert') = 'object'
      ), stored AS (
        INSERT INTO idempotency_keys (user_id, key, operation, request_hash, state, response_status, response_body, created_at, expires_at)
        SELECT s.sender_id, s.idempotency_key, s.operation, s.request_hash, 'completed', 200, go.send -> 'response', s.now, s.key_expires_at
        FROM payment JOIN go ON go.payment_id = payment.id
        CROSS JOIN LATERAL jsonb_to_record(go.send) AS s (
          sender_id uuid, idempotency_key text, operation text, request_hash text, now timestamptz, key_expires_at timestamptz)
        WHERE s.idempotency_key IS NOT NULL
        ON CONFLICT (user_id, key) DO UPDATE SET operation = excluded.operation, request_hash = excluded.request_hash,
          state = excluded.state, response_status = excluded.response_status, response_body = excluded.response_body,
          created_at = excluded.created_at, expires_at = excluded.expires_at
      ), journal AS (
        INSERT INTO ledger_journals (kind, transaction_id, description, reverses_journal_id)
        SELECT go.send ->> 'journal_kind', payment.id, NULL, NULL
        FROM payment JOIN go ON go.payment_id = payment.id
        WHERE jsonb_array_length(coalesce(go.send -> 'accounts', '[]')) > 0
        ORDER BY go.i
        RETURNING id, transaction_id
      )
      SELECT array_agg(journal.id ORDER BY go.i) INTO v_journals
      FROM go LEFT JOIN journal ON journal.transaction_id = go.payment_id;

      -- 3. The postings, under the wallets' locks.
      FOR v_row IN
        WITH posting AS (
          SELECT g.k, o.send
          FROM unnest(v_go) WITH ORDINALITY AS g (i, k)
          JOIN jsonb_array_elements(p_sends) WITH ORDINALITY AS o (send, i) ON o.i = g.i
        ), entry AS (
          SELECT posting.k, e.account::bigint AS account, e.amount::bigint AS amount, e.j
          FROM posting
          CROSS JOIN LATERAL ROWS FROM (
            jsonb_array_elements_text(coalesce(posting.send -> 'accounts', '[]')),
            jsonb_array_elements_text(coalesce(posting.send -> 'amounts', '[]'))) WITH ORDINALITY AS e (account, amount, j)
        )
        SELECT w.n AS k, w.refusal, w.detail
        FROM ledger_write_postings('send_payment',
          ARRAY(SELECT posting.send ->> 'journal_kind' FROM posting ORDER BY posting.k),
          v_journals,
          ARRAY(SELECT (posting.send ->> 'sender_wallet')::bigint FROM posting ORDER BY posting.k),
          ARRAY(SELECT posting.send ->> 'sender_wallet_version' FROM posting ORDER BY posting.k),
          ARRAY(SELECT entry.k::integer FROM entry ORDER BY entry.k, entry.j),
          ARRAY(SELECT entry.account FROM entry ORDER BY entry.k, entry.j),
          ARRAY(SELECT entry.amount FROM entry ORDER BY entry.k, entry.j)) AS w
      LOOP
        v_refused := v_refused || v_go[v_row.k];
        IF v_row.refusal = 'missing' THEN
          v_outcome[v_go[v_row.k]] := 'error';
          v_detail[v_go[v_row.k]] := 'GP002 send_payment: an account of the posting does not exist';
        ELSE
          v_outcome[v_go[v_row.k]] := v_row.refusal;
          v_detail[v_go[v_row.k]] := v_row.detail;
        END IF;
      END LOOP;

      -- A refused send leaves nothing: its rows of step 2 go.
      IF cardinality(v_refused) > 0 THEN
        WITH refused AS MATERIALIZED (
          SELECT (o.send -> 'transaction' ->> 'id')::bigint AS payment_id, (o.send ->> 'sender_id')::uuid AS sender_id,
            o.send ->> 'idempotency_key' AS idempotency_key
          FROM jsonb_array_elements(p_sends) WITH ORDINALITY AS o (send, i)
          WHERE o.i = ANY (v_refused)
        ), alerts AS (
          DELETE FROM fraud_alerts f USING refused WHERE f.transaction_id = refused.payment_id
        ), keys AS (
          DELETE FROM idempotency_keys k USING refused WHERE k.user_id = refused.sender_id AND k.key = refused.idempotency_key
        )
        DELETE FROM ledger_journals j USING refused WHERE j.transaction_id = refused.payment_id;
        DELETE FROM transactions t
        WHERE t.id IN (SELECT (o.send -> 'transaction' ->> 'id')::bigint
          FROM jsonb_array_elements(p_sends) WITH ORDINALITY AS o (send, i) WHERE o.i = ANY (v_refused));
      END IF;
    EXCEPTION
      WHEN lock_not_available OR query_canceled OR deadlock_detected OR serialization_failure THEN
        RAISE;
      WHEN OTHERS THEN
        -- 2 and 3 taken back: each of these sends alone (below).
        v_alone := v_go;
    END;
  END IF;

  -- An earlier send of this call with the same key: replayed if it completed (refused if the body
  -- differs), otherwise this send goes alone.
  FOR v_i IN 1 .. v_count LOOP
    CONTINUE WHEN v_outcome[v_i] IS DISTINCT FROM 'same_key';
    IF v_outcome[v_first[v_i]] = 'go' AND NOT v_first[v_i] = ANY (v_alone) THEN
      SELECT CASE WHEN a.send ->> 'request_hash' <> b.send ->> 'request_hash' OR a.send ->> 'operation' <> b.send ->> 'operation'
          THEN 'key_reused' ELSE 'replay' END, b.send -> 'response'
      INTO v_message, v_one_body
      FROM (SELECT p_sends -> (v_i - 1) AS send) AS a, (SELECT p_sends -> (v_first[v_i] - 1) AS send) AS b;
      v_outcome[v_i] := v_message;
      IF v_message = 'replay' THEN
        v_status[v_i] := 200;
        v_body[v_i] := v_one_body;
      END IF;
    ELSE
      v_alone := v_alone || v_i;
    END IF;
  END LOOP;

  -- Sends that go alone, each as send_payment in a subtransaction of its own, in order.
  FOR v_row IN
    SELECT g.i, s.*
    FROM unnest(v_alone) AS g (i)
    JOIN jsonb_array_elements(p_sends) WITH ORDINALITY AS o (send, i) ON o.i = g.i
    CROSS JOIN LATERAL jsonb_to_record(o.send) AS s (
      session_id text, now timestamptz, sender_id uuid,
      idempotency_key text, operation text, request_hash text, key_expires_at timestamptz,
      sender_wallet bigint, sender_wallet_version text,
      transaction jsonb, alert jsonb,
      journal_kind text, accounts bigint[], amounts bigint[],
      response jsonb)
    ORDER BY g.i
  LOOP
    v_detail[v_row.i] := NULL;
    BEGIN
      SELECT p.outcome, p.response_status, p.response_body INTO v_message, v_one_status, v_one_body
      FROM send_payment(
        v_row.session_id, v_row.now, v_row.sender_id,
        v_row.idempotency_key, v_row.operation, v_row.request_hash, v_row.key_expires_at,
        v_row.sender_wallet, v_row.sender_wallet_version,
        v_row.transaction, v_row.alert,
        v_row.journal_kind, coalesce(v_row.accounts, '{}'), coalesce(v_row.amounts, '{}'),
        v_row.response) AS p;
      v_outcome[v_row.i] := v_message;
      v_status[v_row.i] := v_one_status;
      v_body[v_row.i] := v_one_body;
    EXCEPTION
      WHEN SQLSTATE 'GP001' THEN
        GET STACKED DIAGNOSTICS v_message = MESSAGE_TEXT, v_state = PG_EXCEPTION_DETAIL;
        v_outcome[v_row.i] := v_message;
        v_detail[v_row.i] := nullif(v_state, '');
      WHEN OTHERS THEN
        GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_message = MESSAGE_TEXT;
        v_outcome[v_row.i] := 'error';
        v_detail[v_row.i] := v_state || ' ' || v_message;
    END;
  END LOOP;

  FOR v_row IN SELECT x.i FROM generate_series(1, v_count) AS x (i) LOOP
    n := v_row.i;
    outcome := CASE v_outcome[v_row.i] WHEN 'go' THEN 'completed' ELSE v_outcome[v_row.i] END;
    response_status := CASE WHEN outcome = 'completed' THEN 200 ELSE v_status[v_row.i] END;
    response_body := CASE WHEN outcome = 'completed' THEN NULL ELSE v_body[v_row.i] END;
    detail := v_detail[v_row.i];
    RETURN NEXT;
  END LOOP;
END $function$;
