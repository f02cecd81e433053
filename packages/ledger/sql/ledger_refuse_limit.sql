-- ledger_write's refusal of a tier limit: SQLSTATE GP001, message 'limit', the breach as JSON detail
-- (the wallet, the limit's name, the limit, and what was used before this posting: today's or this
-- month's money out, or for 'balance' the balance).
CREATE OR REPLACE FUNCTION ledger_refuse_limit(p_account_id bigint, p_limit text, p_limit_pesewas bigint, p_used_pesewas bigint)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'GP001', MESSAGE = 'limit', DETAIL = jsonb_build_object(
    'accountId', p_account_id::text, 'limit', p_limit,
    'limitPesewas', p_limit_pesewas::text, 'usedPesewas', p_used_pesewas::text)::text;
END $function$;
