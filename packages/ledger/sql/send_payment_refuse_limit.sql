-- send_payment's refusal of a tier limit: SQLSTATE GP001, message 'limit', the breach as JSON detail.
CREATE OR REPLACE FUNCTION send_payment_refuse_limit(p_account_id bigint, p_limit text, p_limit_pesewas bigint, p_used_pesewas bigint)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'GP001', MESSAGE = 'limit', DETAIL = jsonb_build_object(
    'accountId', p_account_id::text, 'limit', p_limit,
    'limitPesewas', p_limit_pesewas::text, 'usedPesewas', p_used_pesewas::text)::text;
END $function$;
