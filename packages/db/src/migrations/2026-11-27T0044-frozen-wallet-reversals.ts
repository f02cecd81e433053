import { type Kysely, sql } from 'kysely';

// Frozen. A frozen wallet still gives back money paid into it by mistake: ledger_write_postings lets
// a wrong-send reversal's hold (reversal_hold) and the reversal (p2p_reversal) lower a frozen wallet,
// as a compliance officer who froze a scammer's wallet expects. The text of ledger_write_postings is
// its file's in packages/ledger/sql, copied here once.
export async function up(db: Kysely<any>): Promise<void> {
  // packages/ledger/sql/ledger_write_postings.sql
  await sql`
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
  a_frozen boolean[];
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
  a_frozen := a_touched;
  a_out_added := array_fill(0::bigint, ARRAY[cardinality(a_id)]);
  a_daily := array_fill(NULL::bigint, ARRAY[cardinality(a_id)]);
  a_max := a_daily;
  a_monthly := a_daily;
  a_today := a_daily;
  a_earlier := a_daily;
  IF 'wallet' = ANY (a_kind) AND v_entries > 0 THEN
    FOR v_wallet IN
      SELECT a.id, a.frozen, l.daily_pesewas, l.max_balance_pesewas, l.monthly_pesewas, coalesce(t.out_pesewas, 0) AS today,
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
      a_frozen[v_s] := v_wallet.frozen;
    END LOOP;
  END IF;

  e_slot := array_fill(NULL::integer, ARRAY[greatest(v_entries, 1)]);
  k_ok := array_fill(false, ARRAY[v_postings]);
  FOR v_k IN 1 .. v_postings LOOP
    v_refusal := NULL;
    v_detail := NULL;
    v_is_out := p_kinds[v_k] IN ('p2p_send', 'request_payment', 'held_send', 'payout_hold', 'bill_payment_hold', 'merchant_payment');
    v_is_in := p_kinds[v_k] IN ('p2p_send', 'request_payment', 'held_claim', 'merchant_payment');
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
      FOR v_i IN coalesce(k_first[v_k], 1) .. coalesce(k_last[v_k], 0) LOOP
        IF p_amounts[v_i] < 0 AND a_frozen[e_slot[v_i]] AND p_kinds[v_k] NOT IN ('reversal_hold', 'p2p_reversal') THEN
          RAISE EXCEPTION USING ERRCODE = 'GP003', MESSAGE = 'frozen',
            DETAIL = jsonb_build_object('accountId', a_id[e_slot[v_i]]::text)::text;
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
END $function$;
`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // ledger_write_postings as it was before this migration (0040)
  await sql`
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
  a_frozen boolean[];
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
  a_frozen := a_touched;
  a_out_added := array_fill(0::bigint, ARRAY[cardinality(a_id)]);
  a_daily := array_fill(NULL::bigint, ARRAY[cardinality(a_id)]);
  a_max := a_daily;
  a_monthly := a_daily;
  a_today := a_daily;
  a_earlier := a_daily;
  IF 'wallet' = ANY (a_kind) AND v_entries > 0 THEN
    FOR v_wallet IN
      SELECT a.id, a.frozen, l.daily_pesewas, l.max_balance_pesewas, l.monthly_pesewas, coalesce(t.out_pesewas, 0) AS today,
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
      a_frozen[v_s] := v_wallet.frozen;
    END LOOP;
  END IF;

  e_slot := array_fill(NULL::integer, ARRAY[greatest(v_entries, 1)]);
  k_ok := array_fill(false, ARRAY[v_postings]);
  FOR v_k IN 1 .. v_postings LOOP
    v_refusal := NULL;
    v_detail := NULL;
    v_is_out := p_kinds[v_k] IN ('p2p_send', 'request_payment', 'held_send', 'payout_hold', 'bill_payment_hold', 'merchant_payment');
    v_is_in := p_kinds[v_k] IN ('p2p_send', 'request_payment', 'held_claim', 'merchant_payment');
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
      FOR v_i IN coalesce(k_first[v_k], 1) .. coalesce(k_last[v_k], 0) LOOP
        IF p_amounts[v_i] < 0 AND a_frozen[e_slot[v_i]] THEN
          RAISE EXCEPTION USING ERRCODE = 'GP003', MESSAGE = 'frozen',
            DETAIL = jsonb_build_object('accountId', a_id[e_slot[v_i]]::text)::text;
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
END $function$;
`.execute(db);
}
