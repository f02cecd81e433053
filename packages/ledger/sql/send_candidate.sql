-- A user as send_context returns a candidate recipient.
CREATE OR REPLACE FUNCTION send_candidate(u users)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
AS $function$
SELECT jsonb_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
  'username', u.username, 'phoneNumber', u.phone_number, 'email', u.email, 'profileImageUrl', u.profile_image_url,
  'createdAtMs', floor(extract(epoch FROM u.created_at) * 1000)::bigint::text)
$function$;
