-- The facts the fraud model weighs about a recipient (paid before, an established contact or friend,
-- reports by people in good standing): read by send_contexts and by the API's loadRecipientHistory. The
-- recipient is a user id, or (no account yet) the phone or e-mail typed.
--
-- Two branches, not one query with a CASE: each must use its index (transactions_pair_idx for an
-- account; the sender's payments otherwise); the one whose WHERE fails is never run. A plain SQL
-- function (no SET, STABLE, one SELECT) so that PostgreSQL inlines it into the statement that calls
-- it: send_contexts runs it as a subplan a send instead of a function call a send.
CREATE OR REPLACE FUNCTION payment_recipient_facts(p_sender_id uuid, p_recipient_id uuid, p_phone text, p_email text, p_established_before timestamp with time zone, p_reporter_standing_since timestamp with time zone)
 RETURNS TABLE(paid_before boolean, saved_contact boolean, friend boolean, distinct_reporters integer)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT
    EXISTS (
      SELECT 1 FROM transactions t
      WHERE t.sender_id = p_sender_id AND t.status IN ('completed', 'pending')
        AND (t.recipient_phone = p_phone OR t.recipient_email = p_email)),
    EXISTS (
      SELECT 1 FROM contacts c
      WHERE c.user_id = p_sender_id AND c.created_at <= p_established_before
        AND (c.contact_phone = p_phone OR c.contact_email = p_email)),
    false,
    0
  WHERE p_recipient_id IS NULL
  UNION ALL
  SELECT
    EXISTS (
      SELECT 1 FROM transactions t
      WHERE t.sender_id = p_sender_id AND t.recipient_id = p_recipient_id AND t.status IN ('completed', 'pending')),
    EXISTS (
      SELECT 1 FROM contacts c
      WHERE c.user_id = p_sender_id AND c.created_at <= p_established_before
        AND (c.contact_user_id = p_recipient_id OR c.contact_phone = p_phone OR c.contact_email = p_email)),
    EXISTS (
      SELECT 1 FROM friendships f
      WHERE f.status = 'accepted' AND coalesce(f.responded_at, f.requested_at) <= p_established_before
        AND ((f.requester_id = p_sender_id AND f.addressee_id = p_recipient_id)
          OR (f.requester_id = p_recipient_id AND f.addressee_id = p_sender_id))),
    (
      SELECT count(DISTINCT ur.reporter_id)::integer
      FROM user_reports ur JOIN users reporter ON reporter.id = ur.reporter_id
      WHERE ur.reported_id = p_recipient_id AND ur.reporter_id <> p_sender_id AND ur.status <> 'dismissed'
        AND reporter.created_at <= p_reporter_standing_since
        AND (reporter.phone_verified OR reporter.email_verified)
        AND EXISTS (
          SELECT 1 FROM transactions rt
          WHERE rt.sender_id = ur.reporter_id AND rt.status = 'completed' AND rt.recipient_id <> p_recipient_id))
  WHERE p_recipient_id IS NOT NULL
$function$;
