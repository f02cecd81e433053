-- The money inside the ledger: every balance but the funding account's (wallets, held, payouts in
-- flight, settlement and fees). It changes only when money comes in from or goes out to a provider;
-- the fault and cluster suites hold it across their runs (apps/api/test-tools).
CREATE OR REPLACE FUNCTION ledger_money_inside()
 RETURNS bigint
 LANGUAGE sql
 STABLE
AS $function$ SELECT coalesce(sum(a.balance_pesewas), 0)::bigint FROM ledger_accounts a WHERE a.kind <> 'funding' $function$;
