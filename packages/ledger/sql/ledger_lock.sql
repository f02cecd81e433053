-- Locks the accounts FOR UPDATE in ascending id order (the order every posting uses, so two postings
-- wait for each other instead of deadlocking) and returns each with its kind, balance and row version
-- (xmin: it changes with every posting). A row updated by a transaction we waited for comes back as its
-- latest version.
CREATE OR REPLACE FUNCTION ledger_lock(p_accounts bigint[])
 RETURNS TABLE(account_id bigint, account_kind text, balance_pesewas bigint, version text)
 LANGUAGE sql
AS $function$
SELECT a.id, a.kind, a.balance_pesewas, a.xmin::text FROM ledger_accounts a
WHERE a.id = ANY (p_accounts) ORDER BY a.id FOR UPDATE
$function$;
