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
END $function$;
