-- A person's wallet entries in [p_from, p_to), with their journal's id, kind and transaction: what
-- the API's analytics read of the ledger. A single SELECT in a STABLE SQL function, so PostgreSQL
-- inlines it into the caller's query (the range is read from ledger_entries_account_time_idx:
-- entries carry their journal's time, both stamped now() in the one transaction that posts them).
CREATE OR REPLACE FUNCTION ledger_wallet_entries(p_user_id uuid, p_from timestamp with time zone, p_to timestamp with time zone)
 RETURNS TABLE(journal_id bigint, kind text, created_at timestamp with time zone, transaction_id bigint, amount_pesewas bigint)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT j.id, j.kind, e.created_at, j.transaction_id, e.amount_pesewas
  FROM ledger_entries e
  JOIN ledger_journals j ON j.id = e.journal_id
  WHERE e.account_id = (SELECT a.id FROM ledger_accounts a WHERE a.user_id = p_user_id AND a.kind = 'wallet')
    AND e.created_at >= p_from AND e.created_at < p_to
$function$;
