-- The balance policy: which account kinds may go below zero. packages/ledger/src/balance-policy.ts
-- holds the same list (a test holds the two equal).
CREATE OR REPLACE FUNCTION ledger_may_go_negative(p_kind text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ SELECT p_kind NOT IN ('wallet', 'held', 'fees', 'payout_pending', 'commission_income') $function$;
