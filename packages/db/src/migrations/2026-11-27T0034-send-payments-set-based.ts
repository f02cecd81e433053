import { type Kysely, sql } from 'kysely';

// Frozen. Sends gathered into one call written set-based: send_payments claims the keys, reads the
// sessions and keys, inserts the payments, alerts, stored responses and journals of all its sends
// with one statement per table, and posts them through ledger_write_postings, which locks the wallets
// of all at once, checks each posting in order against the balances and limit usage the ones before
// it left, and writes the accepted ones' usage, entries and balances in one statement. A refused
// send's rows are deleted. ledger_write (one posting, for ledger_post and send_payment) becomes
// ledger_write_postings for one, raising its refusal as before; ledger_refuse_limit goes. Until now
// send_payments ran send_payment once per send in a subtransaction. ledger_money_inside is the sum
// the fault and cluster suites hold across their runs, so that no tool names a ledger table. The
// text of each function is its file's in packages/ledger/sql, copied here once.
export async function up(db: Kysely<any>): Promise<void> {
  // packages/ledger/sql/ledger_write_postings.sql
  await sql`
-- The one place that posts entries and checks them: every journal's entries, balances and limit
-- usage are written here, for one posting (ledger_write, which ledger_post and send_payment call) or
-- for a batch of them (send_payments), after the journals' rows exist.
--
-- p_kinds, p_journal_ids, p_version_accounts and p_versions: one element per posting (numbered from
-- 1); p_entry_postings, p_accounts and p_amounts: one element per entry, the entries of a posting
-- together and the postings in order. Each posting's entries must sum to zero and each account may
-- stand once in a posting (otherwise it raises: a caller's mistake, not a refusal).
--
-- The accounts of every posting are locked at once (ledger_lock: ascending id order), then each
-- posting is checked in order against the balances and limit usage as the postings accepted before
-- it in this call left them: the account p_version_accounts[k] (if given) is still at row version
-- p_versions[k] and no earlier posting of the call changed it ('stale': a send scored on an older
-- balance); every account exists ('missing'); no account that may not go negative
-- (ledger_may_go_negative) goes below zero ('insufficient', detail: the first such account by id,
-- its kind, balance and the amount it needed); no tier limit is passed ('limit', detail: the first
-- wallet by id with a breach, the limit's name, the limit and what was used before this posting).
-- A refused posting writes nothing and does not count for the ones after it. Then one statement
-- writes the accepted postings' limit usage, entries and balances. A row for each refused posting.
--
-- The tier limits (figures: kyc_tier_limits): money out of a wallet (p2p_send, request_payment,
-- held_send, payout_hold: amount and fee) counts towards the payer's daily and, for a tier with one,
-- monthly limit, in Africa/Accra days; money in from another person (p2p_send, request_payment,
-- held_claim) may not take the payee's balance above their tier's maximum. Money coming back and
-- money a provider already moved are never refused. With no entries (a payment blocked by the fraud
-- check), only the version is checked.
--
-- No SET clause: its callers set plan_cache_mode, and a SET would cost a configuration save and
-- restore on every call.
CREATE OR REPLACE FUNCTION ledger_write_postings(p_caller text, p_kinds text[], p_journal_ids bigint[], p_version_accounts bigint[], p_versions text[], p_entry_postings integer[], p_accounts bigint[], p_amounts bigint[])
 RETURNS TABLE(n integer, refusal text, detail text)
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_day date := (now() AT TIME ZONE 'Africa/Accra')::date;
  v_postings integer := coalesce(cardinality(p_kinds), 0);
  v_entries integer := coalesce(cardinality(p_accounts), 0);
  -- The locked accounts, in id order (a slot each).
  a_id bigint[];
  a_kind text[];
  a_balance bigint[];
  a_version text[];
  a_may_go_negative boolean[];
  a_touched boolean[];
  -- Per slot, for wallets: the tier's figures, today's money out (with this call's accepted postings)
  -- and the money out earlier this month (tiers with a monthly limit).
  a_daily bigint[];
  a_max bigint[];
  a_monthly bigint[];
  a_today bigint[];
  a_earlier bigint[];
  a_out_added bigint[];
  -- Per entry: its account's slot. Per posting: its first and last entry.
  e_slot integer[];
  k_first integer[];
  k_last integer[];
  k_ok boolean[];
  v_sum numeric;
  v_k integer;
  v_i integer;
  v_s integer;
  v_amount bigint;
  v_refusal text;
  v_detail text;
  v_short_id bigint;
  v_breach_id bigint;
  v_breach jsonb;
  v_is_out boolean;
  v_is_in boolean;
  v_any_accepted boolean := false;
  v_wallet record;
BEGIN
  IF cardinality(p_journal_ids) IS DISTINCT FROM v_postings OR cardinality(p_version_accounts) IS DISTINCT FROM v_postings
    OR cardinality(p_versions) IS DISTINCT FROM v_postings THEN
    RAISE EXCEPTION '%: % postings for % journals, % version accounts and % versions', p_caller, v_postings,
      cardinality(p_journal_ids), cardinality(p_version_accounts), cardinality(p_versions);
  END IF;
  IF cardinality(p_entry_postings) IS DISTINCT FROM v_entries OR cardinality(p_amounts) IS DISTINCT FROM v_entries THEN
    RAISE EXCEPTION '%: % accounts for % amounts', p_caller, v_entries, cardinality(p_amounts);
  END IF;
  IF v_postings = 0 THEN
    RETURN;
  END IF;

  -- Each posting's entries: together, in order, summing to zero, an account once.
  k_first := array_fill(NULL::integer, ARRAY[v_postings]);
  k_last := array_fill(NULL::integer, ARRAY[v_postings]);
  FOR v_i IN 1 .. v_entries LOOP
    v_k := p_entry_postings[v_i];
    IF v_k IS NULL OR v_k < 1 OR v_k > v_postings OR (v_i > 1 AND v_k < p_entry_postings[v_i - 1])
      OR (k_last[v_k] IS NOT NULL AND k_last[v_k] <> v_i - 1) THEN
      RAISE EXCEPTION '%: the entries of a posting must stand together, the postings in order', p_caller;
    END IF;
    IF k_first[v_k] IS NULL THEN
      k_first[v_k] := v_i;
    END IF;
    k_last[v_k] := v_i;
    IF p_accounts[v_i] = ANY (p_accounts[k_first[v_k] : v_i - 1]) THEN
      RAISE EXCEPTION '%: an account stands twice in a posting', p_caller;
    END IF;
  END LOOP;
  FOR v_k IN 1 .. v_postings LOOP
    v_sum := 0;
    FOR v_i IN coalesce(k_first[v_k], 1) .. coalesce(k_last[v_k], 0) LOOP
      v_sum := v_sum + p_amounts[v_i];
    END LOOP;
    IF v_sum <> 0 THEN
      RAISE EXCEPTION '%: entries do not balance', p_caller;
    END IF;
  END LOOP;

  -- The locks, and what the checks need of each account.
  SELECT array_agg(l.account_id ORDER BY l.account_id), array_agg(l.account_kind ORDER BY l.account_id),
    array_agg(l.balance_pesewas ORDER BY l.account_id), array_agg(l.version ORDER BY l.account_id),
    array_agg(ledger_may_go_negative(l.account_kind) ORDER BY l.account_id)
  INTO a_id, a_kind, a_balance, a_version, a_may_go_negative
  FROM ledger_lock(ARRAY(
    SELECT DISTINCT x.id FROM unnest(p_accounts || p_version_accounts) AS x (id) WHERE x.id IS NOT NULL)) AS l;
  a_id := coalesce(a_id, '{}');
  a_touched := array_fill(false, ARRAY[cardinality(a_id)]);
  a_out_added := array_fill(0::bigint, ARRAY[cardinality(a_id)]);
  a_daily := array_fill(NULL::bigint, ARRAY[cardinality(a_id)]);
  a_max := a_daily;
  a_monthly := a_daily;
  a_today := a_daily;
  a_earlier := a_daily;
  IF 'wallet' = ANY (a_kind) AND v_entries > 0 THEN
    FOR v_wallet IN
      SELECT a.id, l.daily_pesewas, l.max_balance_pesewas, l.monthly_pesewas, coalesce(t.out_pesewas, 0) AS today,
        CASE WHEN l.monthly_pesewas IS NOT NULL THEN (
          SELECT coalesce(sum(w.out_pesewas), 0)::bigint FROM wallet_limit_usage w
          WHERE w.account_id = a.id AND w.day >= date_trunc('month', v_day)::date AND w.day < v_day)
        END AS earlier
      FROM ledger_accounts a
      JOIN users u ON u.id = a.user_id
      CROSS JOIN LATERAL kyc_tier_limits(u.kyc_tier) AS l
      LEFT JOIN wallet_limit_usage t ON t.account_id = a.id AND t.day = v_day
      WHERE a.id = ANY (a_id) AND a.kind = 'wallet'
    LOOP
      v_s := array_position(a_id, v_wallet.id);
      a_daily[v_s] := v_wallet.daily_pesewas;
      a_max[v_s] := v_wallet.max_balance_pesewas;
      a_monthly[v_s] := v_wallet.monthly_pesewas;
      a_today[v_s] := v_wallet.today;
      a_earlier[v_s] := v_wallet.earlier;
    END LOOP;
  END IF;

  e_slot := array_fill(NULL::integer, ARRAY[greatest(v_entries, 1)]);
  k_ok := array_fill(false, ARRAY[v_postings]);
  FOR v_k IN 1 .. v_postings LOOP
    v_refusal := NULL;
    v_detail := NULL;
    v_is_out := p_kinds[v_k] IN ('p2p_send', 'request_payment', 'held_send', 'payout_hold');
    v_is_in := p_kinds[v_k] IN ('p2p_send', 'request_payment', 'held_claim');
    IF p_version_accounts[v_k] IS NOT NULL THEN
      v_s := array_position(a_id, p_version_accounts[v_k]);
      IF v_s IS NULL OR a_touched[v_s] OR a_version[v_s] IS DISTINCT FROM p_versions[v_k] THEN
        v_refusal := 'stale';
      END IF;
    END IF;
    IF v_refusal IS NULL THEN
      FOR v_i IN coalesce(k_first[v_k], 1) .. coalesce(k_last[v_k], 0) LOOP
        e_slot[v_i] := array_position(a_id, p_accounts[v_i]);
        IF e_slot[v_i] IS NULL THEN
          v_refusal := 'missing';
        END IF;
      END LOOP;
    END IF;
    IF v_refusal IS NULL THEN
      v_short_id := NULL;
      FOR v_i IN coalesce(k_first[v_k], 1) .. coalesce(k_last[v_k], 0) LOOP
        v_s := e_slot[v_i];
        v_amount := p_amounts[v_i];
        IF v_amount < 0 AND a_balance[v_s] + v_amount < 0 AND NOT a_may_go_negative[v_s]
          AND (v_short_id IS NULL OR a_id[v_s] < v_short_id) THEN
          v_short_id := a_id[v_s];
          v_refusal := 'insufficient';
          v_detail := jsonb_build_object('accountId', a_id[v_s]::text, 'accountKind', a_kind[v_s],
            'balancePesewas', a_balance[v_s]::text, 'requiredPesewas', (-v_amount)::text)::text;
        END IF;
      END LOOP;
    END IF;
    IF v_refusal IS NULL THEN
      v_breach_id := NULL;
      FOR v_i IN coalesce(k_first[v_k], 1) .. coalesce(k_last[v_k], 0) LOOP
        v_s := e_slot[v_i];
        v_amount := p_amounts[v_i];
        IF a_kind[v_s] <> 'wallet' OR (v_breach_id IS NOT NULL AND a_id[v_s] > v_breach_id) THEN
          CONTINUE;
        END IF;
        v_breach := NULL;
        IF v_amount < 0 AND v_is_out THEN
          -- Money out that counts towards the limits: today's usage with this posting, then the month's.
          IF a_today[v_s] - v_amount > a_daily[v_s] THEN
            v_breach := jsonb_build_object('limit', 'daily', 'limitPesewas', a_daily[v_s]::text, 'usedPesewas', a_today[v_s]::text);
          ELSIF a_monthly[v_s] IS NOT NULL AND a_earlier[v_s] + a_today[v_s] - v_amount > a_monthly[v_s] THEN
            v_breach := jsonb_build_object('limit', 'monthly', 'limitPesewas', a_monthly[v_s]::text,
              'usedPesewas', (a_earlier[v_s] + a_today[v_s])::text);
          END IF;
        ELSIF v_amount > 0 AND v_is_in AND a_balance[v_s] + v_amount > a_max[v_s] THEN
          v_breach := jsonb_build_object('limit', 'balance', 'limitPesewas', a_max[v_s]::text, 'usedPesewas', a_balance[v_s]::text);
        END IF;
        IF v_breach IS NOT NULL THEN
          v_breach_id := a_id[v_s];
          v_refusal := 'limit';
          v_detail := (jsonb_build_object('accountId', a_id[v_s]::text) || v_breach)::text;
        END IF;
      END LOOP;
    END IF;

    IF v_refusal IS NOT NULL THEN
      n := v_k;
      refusal := v_refusal;
      detail := v_detail;
      RETURN NEXT;
      CONTINUE;
    END IF;
    -- Accepted: what it does counts for the postings after it.
    k_ok[v_k] := true;
    FOR v_i IN coalesce(k_first[v_k], 1) .. coalesce(k_last[v_k], 0) LOOP
      v_s := e_slot[v_i];
      v_amount := p_amounts[v_i];
      a_balance[v_s] := a_balance[v_s] + v_amount;
      a_touched[v_s] := true;
      v_any_accepted := true;
      IF v_amount < 0 AND v_is_out AND a_kind[v_s] = 'wallet' THEN
        a_today[v_s] := a_today[v_s] - v_amount;
        a_out_added[v_s] := a_out_added[v_s] - v_amount;
      END IF;
    END LOOP;
  END LOOP;

  IF NOT v_any_accepted THEN
    RETURN;
  END IF;
  -- The accepted postings' limit usage, entries and balances, in one statement.
  WITH used AS (
    INSERT INTO wallet_limit_usage (account_id, day, out_pesewas)
    SELECT u.id, v_day, u.added FROM unnest(a_id, a_out_added) AS u (id, added)
    WHERE u.added > 0
    ON CONFLICT (account_id, day) DO UPDATE SET out_pesewas = wallet_limit_usage.out_pesewas + excluded.out_pesewas
  ), posted AS (
    INSERT INTO ledger_entries (journal_id, account_id, amount_pesewas)
    SELECT p_journal_ids[e.posting], e.id, e.amount
    FROM unnest(p_entry_postings, p_accounts, p_amounts) WITH ORDINALITY AS e (posting, id, amount, i)
    WHERE k_ok[e.posting]
    ORDER BY e.i
  )
  UPDATE ledger_accounts a SET balance_pesewas = b.balance
  FROM unnest(a_id, a_balance, a_touched) AS b (id, balance, touched)
  WHERE a.id = b.id AND b.touched;
END $function$;`.execute(db);

  // packages/ledger/sql/ledger_write.sql
  await sql`
-- One posting through ledger_write_postings (the one place that writes entries and checks them: see
-- there), for ledger_post and send_payment, after the journal's row exists. A refusal raises SQLSTATE
-- GP001 with the refusal as the message ('stale', 'insufficient', 'limit') and its detail as the
-- detail, or GP002 for an account that does not exist; either takes back everything written since
-- the caller's statement or subtransaction began.
-- No SET clause: its callers (ledger_post, send_payment) set plan_cache_mode, and a SET would cost a
-- configuration save and restore on every send.
CREATE OR REPLACE FUNCTION ledger_write(p_caller text, p_kind text, p_journal_id bigint, p_accounts bigint[], p_amounts bigint[], p_version_account bigint, p_version text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_refused record;
BEGIN
  SELECT r.refusal, r.detail INTO v_refused
  FROM ledger_write_postings(p_caller, ARRAY[p_kind], ARRAY[p_journal_id], ARRAY[p_version_account], ARRAY[p_version],
    array_fill(1, ARRAY[coalesce(cardinality(p_accounts), 0)]), p_accounts, p_amounts) AS r;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF v_refused.refusal = 'missing' THEN
    RAISE EXCEPTION USING ERRCODE = 'GP002', MESSAGE = p_caller || ': an account of the posting does not exist';
  END IF;
  IF v_refused.detail IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'GP001', MESSAGE = v_refused.refusal;
  END IF;
  RAISE EXCEPTION USING ERRCODE = 'GP001', MESSAGE = v_refused.refusal, DETAIL = v_refused.detail;
END $function$;`.execute(db);

  // packages/ledger/sql/send_payments.sql
  await sql`
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
END $function$;`.execute(db);

  // packages/ledger/sql/ledger_money_inside.sql
  await sql`
-- The money inside the ledger: every balance but the funding account's (wallets, held, payouts in
-- flight, settlement and fees). It changes only when money comes in from or goes out to a provider;
-- the fault and cluster suites hold it across their runs (apps/api/test-tools).
CREATE OR REPLACE FUNCTION ledger_money_inside()
 RETURNS bigint
 LANGUAGE sql
 STABLE
AS $function$ SELECT coalesce(sum(a.balance_pesewas), 0)::bigint FROM ledger_accounts a WHERE a.kind <> 'funding' $function$;`.execute(db);

  await sql`DROP FUNCTION ledger_refuse_limit(bigint, text, bigint, bigint)`.execute(db);
}

/** Back to the functions of migrations 0030–0031 (their text as it stood). */
export async function down(db: Kysely<any>): Promise<void> {
  // ledger_refuse_limit as migration 0031 left it
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
  // ledger_write as migration 0031 left it
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
  // send_payments as migration 0030 left it
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
  await sql`DROP FUNCTION ledger_write_postings(text, text[], bigint[], bigint[], text[], integer[], bigint[], bigint[])`.execute(db);
  await sql`DROP FUNCTION ledger_money_inside()`.execute(db);
}
