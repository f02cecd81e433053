-- Posts a journal: locks its accounts, refuses without writing ('missing': a row per unknown account;
-- 'insufficient': the first account by id the journal would take below zero; 'limit': a tier limit it
-- would pass), or writes it ('posted': a row per account with its new balance). postJournal
-- (src/post-journal.ts) calls it.
CREATE OR REPLACE FUNCTION ledger_post(p_kind text, p_transaction_id bigint, p_description text, p_reverses_journal_id bigint, p_accounts bigint[], p_amounts bigint[])
 RETURNS TABLE(outcome text, journal_id bigint, account_id bigint, account_kind text, balance_pesewas bigint, required_pesewas bigint)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
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
  RETURN QUERY
    SELECT 'posted'::text, w.journal_id, w.account_id, w.account_kind, w.balance_pesewas, NULL::bigint
    FROM ledger_write_checked(p_kind, p_transaction_id, p_description, p_reverses_journal_id, p_accounts, p_amounts) AS w;
END $function$;
