-- Adds a posting's money out to its wallets' usage of the day (the kinds that count towards the limits).
CREATE OR REPLACE FUNCTION ledger_limit_record(p_kind text, p_accounts bigint[], p_amounts bigint[])
 RETURNS void
 LANGUAGE sql
AS $function$
INSERT INTO wallet_limit_usage (account_id, day, out_pesewas)
SELECT m.id, (now() AT TIME ZONE 'Africa/Accra')::date, -m.amount
FROM unnest(p_accounts, p_amounts) AS m (id, amount)
JOIN ledger_accounts a ON a.id = m.id AND a.kind = 'wallet'
WHERE m.amount < 0 AND p_kind IN ('p2p_send', 'request_payment', 'held_send', 'payout_hold')
ON CONFLICT (account_id, day) DO UPDATE SET out_pesewas = wallet_limit_usage.out_pesewas + excluded.out_pesewas
$function$;
