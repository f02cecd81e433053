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
END $function$;
