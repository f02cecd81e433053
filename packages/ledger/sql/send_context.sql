-- Everything one send reads: send_contexts for a batch of one (its comment says what). loadSendContext
-- (src/send/send-context.ts) calls it.
CREATE OR REPLACE FUNCTION send_context(p_sender_id uuid, p_recipient_id uuid, p_username text, p_phone text, p_email text, p_established_before timestamp with time zone, p_reporter_standing_since timestamp with time zone, p_history_limit integer, p_idempotency_key text, p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
BEGIN
  RETURN (
    SELECT c.context
    FROM send_contexts(ARRAY[p_sender_id], ARRAY[p_recipient_id], ARRAY[p_username], ARRAY[p_phone], ARRAY[p_email],
      ARRAY[p_established_before], ARRAY[p_reporter_standing_since], ARRAY[p_history_limit], ARRAY[p_idempotency_key],
      ARRAY[p_now]) AS c);
END $function$;
