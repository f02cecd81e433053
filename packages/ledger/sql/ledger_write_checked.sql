-- The limit usage, the journal, its entries and the balances in one statement. Only for a caller that
-- holds the accounts' locks (ledger_lock) and has checked funds and limits under them in this
-- transaction (ledger_post). It checks that the entries balance itself.
CREATE OR REPLACE FUNCTION ledger_write_checked(p_kind text, p_transaction_id bigint, p_description text, p_reverses_journal_id bigint, p_accounts bigint[], p_amounts bigint[])
 RETURNS TABLE(journal_id bigint, account_id bigint, account_kind text, balance_pesewas bigint)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
#variable_conflict use_column
DECLARE
  v_sum numeric := 0;
  v_amount bigint;
BEGIN
  IF cardinality(p_accounts) IS DISTINCT FROM cardinality(p_amounts) OR cardinality(p_accounts) = 0 THEN
    RAISE EXCEPTION 'ledger_write_checked: % accounts for % amounts', cardinality(p_accounts), cardinality(p_amounts);
  END IF;
  FOREACH v_amount IN ARRAY p_amounts LOOP
    v_sum := v_sum + v_amount;
  END LOOP;
  IF v_sum <> 0 THEN
    RAISE EXCEPTION 'ledger_write_checked: entries do not balance';
  END IF;
  RETURN QUERY
    WITH used AS (
      INSERT INTO wallet_limit_usage (account_id, day, out_pesewas)
      SELECT m.id, (now() AT TIME ZONE 'Africa/Accra')::date, -m.amount
      FROM unnest(p_accounts, p_amounts) AS m (id, amount)
      JOIN ledger_accounts a ON a.id = m.id AND a.kind = 'wallet'
      WHERE m.amount < 0 AND p_kind IN ('p2p_send', 'request_payment', 'held_send', 'payout_hold')
      ON CONFLICT (account_id, day) DO UPDATE SET out_pesewas = wallet_limit_usage.out_pesewas + excluded.out_pesewas
    ), journal AS (
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
    SELECT journal.id, updated.id, updated.kind, updated.balance_pesewas
    FROM journal, updated;
END $function$;
