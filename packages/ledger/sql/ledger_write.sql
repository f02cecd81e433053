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
END $function$;
