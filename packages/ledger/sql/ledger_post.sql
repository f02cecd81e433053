-- Posts a journal: its row, then its entries through ledger_write (the one place that writes and
-- checks entries), in a subtransaction, so that a refusal writes nothing and leaves the caller's
-- transaction usable. Answers 'posted' (a row per account with its new balance), or a refusal:
-- 'missing' (a row per unknown account), 'insufficient' (the first account by id the journal would
-- take below zero: its kind, balance and the amount it needed in required_pesewas), 'limit' (a tier
-- limit it would pass: the wallet, the limit's name in account_kind, the limit in balance_pesewas
-- and what was used, or for 'balance' the balance, in required_pesewas). postJournal
-- (src/post-journal.ts) calls it.
CREATE OR REPLACE FUNCTION ledger_post(p_kind text, p_transaction_id bigint, p_description text, p_reverses_journal_id bigint, p_accounts bigint[], p_amounts bigint[])
 RETURNS TABLE(outcome text, journal_id bigint, account_id bigint, account_kind text, balance_pesewas bigint, required_pesewas bigint)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  v_journal_id bigint;
  v_state text;
  v_refusal text;
  v_detail_text text;
  v_detail jsonb;
BEGIN
  IF cardinality(p_accounts) IS DISTINCT FROM cardinality(p_amounts) OR cardinality(p_accounts) = 0 THEN
    RAISE EXCEPTION 'ledger_post: % accounts for % amounts', cardinality(p_accounts), cardinality(p_amounts);
  END IF;
  BEGIN
    INSERT INTO ledger_journals (kind, transaction_id, description, reverses_journal_id)
    VALUES (p_kind, p_transaction_id, p_description, p_reverses_journal_id)
    RETURNING id INTO v_journal_id;
    PERFORM ledger_write('ledger_post', p_kind, v_journal_id, p_accounts, p_amounts, NULL, NULL);
  EXCEPTION WHEN SQLSTATE 'GP001' OR SQLSTATE 'GP002' THEN
    GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_refusal = MESSAGE_TEXT, v_detail_text = PG_EXCEPTION_DETAIL;
  END;
  IF v_state = 'GP002' THEN
    RETURN QUERY
      SELECT 'missing'::text, NULL::bigint, m.id, NULL::text, NULL::bigint, NULL::bigint
      FROM unnest(p_accounts) AS m (id)
      WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = m.id);
    RETURN;
  END IF;
  IF v_refusal = 'insufficient' THEN
    v_detail := v_detail_text::jsonb;
    RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, (v_detail ->> 'accountId')::bigint, v_detail ->> 'accountKind',
      (v_detail ->> 'balancePesewas')::bigint, (v_detail ->> 'requiredPesewas')::bigint;
    RETURN;
  END IF;
  IF v_refusal = 'limit' THEN
    v_detail := v_detail_text::jsonb;
    RETURN QUERY SELECT 'limit'::text, NULL::bigint, (v_detail ->> 'accountId')::bigint, v_detail ->> 'limit',
      (v_detail ->> 'limitPesewas')::bigint, (v_detail ->> 'usedPesewas')::bigint;
    RETURN;
  END IF;
  IF v_refusal IS NOT NULL THEN
    RAISE EXCEPTION 'ledger_post: the ledger refused the posting (%)', v_refusal;
  END IF;
  RETURN QUERY
    SELECT 'posted'::text, v_journal_id, a.id, a.kind, a.balance_pesewas, NULL::bigint
    FROM ledger_accounts a WHERE a.id = ANY (p_accounts);
END $function$;
