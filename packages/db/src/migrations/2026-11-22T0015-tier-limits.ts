import { type Kysely, sql } from 'kysely';

// Frozen. The Bank of Ghana's tiered wallet limits (March 2024), enforced where a balance changes:
// inside ledger_post (and send_payment, which checks before it writes the payment), under the
// wallet's row lock, so concurrent payments that together pass a limit let exactly the allowed ones
// through. packages/money/src/limits.ts holds the same figures (a test holds the two equal).
//
// - Money out (p2p_send, request_payment, held_send, payout_hold: amount and fee) counts towards the
//   payer's daily and, for the minimum tier, monthly limit, in Africa/Accra days (UTC+0).
// - Money in from another person (p2p_send, request_payment, held_claim) may not take the payee's
//   balance above their tier's maximum: refused before anything is written.
// - Money coming back (reversals, held_return, payout_reversal) and money the provider already moved
//   (collection_credit, payout_recover) are never refused; Add Money checks the balance limit when it
//   is requested (docs/decisions.md, "Tiered limits").
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE wallet_limit_usage (
      account_id bigint NOT NULL REFERENCES ledger_accounts(id),
      day date NOT NULL,
      out_pesewas bigint NOT NULL CHECK (out_pesewas >= 0),
      PRIMARY KEY (account_id, day)
    )`.execute(db);

  await sql`
    CREATE FUNCTION kyc_tier_limits(p_tier text)
    RETURNS TABLE (daily_pesewas bigint, max_balance_pesewas bigint, monthly_pesewas bigint)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT v.daily, v.max_balance, v.monthly FROM (VALUES
        ('minimum', 300000::bigint, 500000::bigint, 1000000::bigint),
        ('medium', 1500000::bigint, 4000000::bigint, NULL::bigint),
        ('enhanced', 2500000::bigint, 7500000::bigint, NULL::bigint)) AS v (tier, daily, max_balance, monthly)
      WHERE v.tier = p_tier
    $$`.execute(db);

  // The first limit (by account id) the posting would pass, or no row. Reads balances and usage the
  // caller has locked (ledger_lock on the wallets).
  await sql`
    CREATE FUNCTION ledger_limit_breach(p_kind text, p_accounts bigint[], p_amounts bigint[])
    RETURNS TABLE (account_id bigint, limit_kind text, limit_pesewas bigint, used_pesewas bigint)
    LANGUAGE plpgsql AS $$
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
    END $$`.execute(db);

  await sql`
    CREATE FUNCTION ledger_limit_record(p_kind text, p_accounts bigint[], p_amounts bigint[]) RETURNS void
    LANGUAGE sql AS $$
      INSERT INTO wallet_limit_usage (account_id, day, out_pesewas)
      SELECT m.id, (now() AT TIME ZONE 'Africa/Accra')::date, -m.amount
      FROM unnest(p_accounts, p_amounts) AS m (id, amount)
      JOIN ledger_accounts a ON a.id = m.id AND a.kind = 'wallet'
      WHERE m.amount < 0 AND p_kind IN ('p2p_send', 'request_payment', 'held_send', 'payout_hold')
      ON CONFLICT (account_id, day) DO UPDATE SET out_pesewas = wallet_limit_usage.out_pesewas + excluded.out_pesewas
    $$`.execute(db);

  // ledger_post and send_payment of migration 0011, each with the limit check added (marked).
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
      PERFORM ledger_limit_record(p_kind, p_accounts, p_amounts);
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
      v_stale boolean := true;
      v_short boolean := false;
      v_transaction_id bigint := (p_transaction ->> 'id')::bigint;
      v_posted text;
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
        SELECT b.account_id, b.limit_kind, b.limit_pesewas, b.used_pesewas INTO v_breach
        FROM ledger_limit_breach(p_journal_kind, p_accounts, p_amounts) AS b LIMIT 1;
        IF FOUND THEN
          RETURN QUERY SELECT 'limit'::text, NULL::integer, jsonb_build_object('accountId', v_breach.account_id::text,
            'limit', v_breach.limit_kind, 'limitPesewas', v_breach.limit_pesewas::text, 'usedPesewas', v_breach.used_pesewas::text);
          RETURN;
        END IF;
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
  for (const fn of ['ledger_post', 'send_payment', 'ledger_limit_breach']) {
    await sql`ALTER FUNCTION ${sql.raw(fn)} SET plan_cache_mode = force_generic_plan`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Migration 0015 (tier limits) is not reversible: restore 0011 functions from a backup');
}
