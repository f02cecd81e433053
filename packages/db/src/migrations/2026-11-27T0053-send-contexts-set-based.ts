import { type Kysely, sql } from 'kysely';

// Frozen. The reads of a batch of sends in one statement (send_contexts), instead of send_context
// called once a send: each read runs as a subplan a send inside one executor, and the recipient facts
// are inlined (payment_recipient_facts becomes a plain SQL function). send_context stays, as a batch
// of one. packages/ledger/sql holds the current texts.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
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
$function$;`.execute(db);
  await sql`
-- Everything the sends of a batch read, a row each (n: its place in the arrays, numbered from 1), in
-- one statement: for each, the accounts its recipient fields name, the sender with their wallet and
-- the wallet row's version, the scorer's summary of their latest payments, the recipient facts
-- (payment_recipient_facts, inlined), the recipient's wallet, the sender's waiting rules
-- (first-payment threshold, guardian, a recovery cool-down in force), whether the recipient owes a
-- live reversal request, what the payment-received notice needs (addresses, choices, language, push
-- devices), the id the payment will take and the stored Idempotency-Key. A plain send reads nothing
-- else. One statement for the batch instead of a function call per send: each read is a subplan run
-- once a send inside one executor (send_context called once a send cost about a third more).
-- loadSendContexts (src/send/send-context.ts) calls it; send_context is one send of it.
CREATE OR REPLACE FUNCTION send_contexts(p_sender_ids uuid[], p_recipient_ids uuid[], p_usernames text[], p_phones text[], p_emails text[], p_established_before timestamp with time zone[], p_reporter_standing_since timestamp with time zone[], p_history_limits integer[], p_idempotency_keys text[], p_nows timestamp with time zone[])
 RETURNS TABLE(n integer, context jsonb)
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
BEGIN
  RETURN QUERY
  SELECT s.n::integer, jsonb_build_object(
    'candidates', c.candidates,
    'sender', (
      SELECT jsonb_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
        'createdAtMs', floor(extract(epoch FROM u.created_at) * 1000)::bigint::text,
        'balancePesewas', a.balance_pesewas::text, 'walletAccountId', a.id::text, 'walletVersion', a.xmin::text)
      FROM users u LEFT JOIN ledger_accounts a ON a.user_id = u.id AND a.kind = 'wallet'
      WHERE u.id = s.sender_id),
    'historySummary', (
      SELECT jsonb_build_object('count', h.n,
        'median', CASE WHEN h.n > 0 THEN ((h.sorted[(h.n + 1) / 2] + h.sorted[h.n / 2 + 1]) / 2)::text END,
        'mean', CASE WHEN h.n > 0 THEN div(h.total + h.n / 2, h.n)::text END,
        'largest', h.sorted[h.n]::text, 'last10Minutes', h.last10, 'last24Hours', h.last24, 'sent24Hours', h.sent24::text)
      FROM (
        SELECT coalesce(cardinality(a.sorted), 0) AS n, a.* FROM (
          SELECT sum(p.amount_pesewas) FILTER (WHERE p.done) AS total,
            array_agg(p.amount_pesewas ORDER BY p.amount_pesewas) FILTER (WHERE p.done) AS sorted,
            count(*) FILTER (WHERE p.created_at >= s.from_10_minutes)::integer AS last10,
            count(*) FILTER (WHERE p.created_at >= s.from_24_hours)::integer AS last24,
            coalesce(sum(p.amount_pesewas) FILTER (WHERE p.created_at >= s.from_24_hours), 0) AS sent24
          FROM (
            SELECT t.amount_pesewas, t.created_at, t.status = 'completed' AS done FROM transactions t
            WHERE t.sender_id = s.sender_id AND t.status IN ('completed', 'pending')
            ORDER BY t.id DESC LIMIT s.history_limit) p) a) h),
    'facts', (
      SELECT jsonb_build_object('paidBefore', f.paid_before, 'savedContact', f.saved_contact,
        'friend', f.friend, 'distinctReporters', f.distinct_reporters)
      FROM payment_recipient_facts(s.sender_id, c.recipient, c.phone, c.email,
        s.established_before, s.reporter_standing_since) AS f),
    'recipientWallet', (SELECT a.id::text FROM ledger_accounts a WHERE a.user_id = c.recipient AND a.kind = 'wallet'),
    'recipientNotice', (
      SELECT jsonb_build_object('phone', CASE WHEN u.phone_verified THEN u.phone_number END,
        'email', CASE WHEN u.email_verified THEN u.email END,
        'transactions', coalesce(p.notify_transactions, true), 'sms', coalesce(p.notify_sms, false),
        'byEmail', coalesce(p.notify_email, true), 'language', coalesce(p.language, 'en'),
        'pushShowAmounts', coalesce(p.push_lock_screen_details, false),
        -- The devices a push goes to: none when push is off (or the category, which sends nothing).
        'pushDevices', CASE WHEN coalesce(p.notify_push, true) AND coalesce(p.notify_transactions, true) THEN (
          SELECT coalesce(jsonb_agg(jsonb_build_object('id', d.id, 'endpoint', d.endpoint, 'p256dh', d.p256dh,
            'auth', d.auth) ORDER BY d.created_at), '[]'::jsonb)
          FROM push_subscriptions d WHERE d.user_id = u.id) ELSE '[]'::jsonb END)
      FROM users u LEFT JOIN user_preferences p ON p.user_id = u.id
      WHERE u.id = c.recipient),
    -- A live reversal request on the recipient's money takes what this payment brings (after it commits).
    'recipientOwesReversal', EXISTS (SELECT 1 FROM reversal_requests r WHERE r.recipient_id = c.recipient
      AND r.status IN ('open', 'accepted', 'disputed', 'awaiting_staff')),
    -- The sender's waiting rules. firstPayment: null without a preferences row (the defaults apply).
    'firstPayment', (
      SELECT jsonb_build_object('thresholdPesewas', p.first_payment_threshold_pesewas::text,
        'waitMinutes', p.first_payment_wait_minutes)
      FROM user_preferences p WHERE p.user_id = s.sender_id),
    'guardian', (
      SELECT jsonb_build_object('guardianId', g.guardian_id, 'thresholdPesewas', g.threshold_pesewas::text,
        'pendingGuardianId', g.pending_guardian_id, 'pendingThresholdPesewas', g.pending_threshold_pesewas::text,
        'pendingEffectiveAtMs', floor(extract(epoch FROM g.pending_effective_at) * 1000)::bigint::text)
      FROM guardians g WHERE g.user_id = s.sender_id),
    -- Whether a recovery cool-down is in force (its allowance is checked again under its lock).
    'cooldownInForce', EXISTS (SELECT 1 FROM recovery_cooldowns r
      WHERE r.user_id = s.sender_id AND r.ends_at > s.now AND r.started_at <= s.now),
    'transactionId', nextval('public.transactions_id_seq'::regclass)::text,
    'storedKey', (
      SELECT jsonb_build_object('state', k.state, 'operation', k.operation, 'requestHash', k.request_hash,
        'responseStatus', k.response_status, 'responseBody', k.response_body,
        'expiresAtMs', floor(extract(epoch FROM k.expires_at) * 1000)::bigint::text)
      FROM idempotency_keys k WHERE k.user_id = s.sender_id AND k.key = s.idempotency_key))
  -- The sends, with their windows computed once a send (OFFSET 0 keeps them values: pulled up, each
  -- would be computed again for every payment of the history). A payment is in a window when its
  -- time, in whole milliseconds, is after now less the window: for a time c and a bound t,
  -- floor_ms(c) > t exactly when c >= floor_ms(t) + 1 ms.
  FROM (
    SELECT u.*, date_trunc('milliseconds', u.now - interval '10 minutes') + interval '1 millisecond' AS from_10_minutes,
      date_trunc('milliseconds', u.now - interval '24 hours') + interval '1 millisecond' AS from_24_hours
    FROM unnest(p_sender_ids, p_recipient_ids, p_usernames, p_phones, p_emails, p_established_before,
      p_reporter_standing_since, p_history_limits, p_idempotency_keys, p_nows)
      WITH ORDINALITY AS u (sender_id, recipient_id, username, phone, email, established_before, reporter_standing_since,
        history_limit, idempotency_key, now, n)
    OFFSET 0) s
  -- The candidates: the account of the id, or of the fields typed (an id and the fields are never
  -- both looked up). Someone who blocked the sender is not a candidate: to the sender they are as
  -- unknown as a number nobody has (block means block, without telling the blocked person so). With
  -- exactly one, the facts are about that account, its phone and e-mail.
  CROSS JOIN LATERAL (
    SELECT x.candidates,
      CASE WHEN x.count = 1 THEN x.id END AS recipient,
      CASE WHEN x.count = 1 THEN x.phone ELSE s.phone END AS phone,
      CASE WHEN x.count = 1 THEN x.email ELSE s.email END AS email
    FROM (
      SELECT coalesce(jsonb_agg(send_candidate(u)), '[]'::jsonb) AS candidates, count(*) AS count,
        (array_agg(u.id))[1] AS id, (array_agg(u.phone_number))[1] AS phone, (array_agg(u.email))[1] AS email
      FROM users u
      WHERE ((s.recipient_id IS NOT NULL AND u.id = s.recipient_id)
        OR (s.recipient_id IS NULL AND (u.username = s.username
          OR (u.phone_number = s.phone AND u.phone_verified)
          OR (u.email = s.email AND u.email_verified))))
        AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = u.id AND b.blocked_id = s.sender_id)) x) c
  ORDER BY s.n;
END $function$;`.execute(db);
  await sql`
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
END $function$;`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
-- Everything a send reads, in one call: the accounts its recipient fields name, the sender with their
-- wallet and the wallet row's version, the scorer's summary of their latest payments, the recipient
-- facts, the recipient's wallet, the sender's waiting rules (first-payment threshold, guardian, a
-- recovery cool-down in force), whether the recipient owes a live reversal request, what the
-- payment-received notice needs (addresses, choices, language, push devices), the id the payment will
-- take and the stored Idempotency-Key. A plain send reads nothing else. loadSendContext
-- (src/send/send-context.ts) calls it.
CREATE OR REPLACE FUNCTION send_context(p_sender_id uuid, p_recipient_id uuid, p_username text, p_phone text, p_email text, p_established_before timestamp with time zone, p_reporter_standing_since timestamp with time zone, p_history_limit integer, p_idempotency_key text, p_now timestamp with time zone)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  v_candidates jsonb;
  v_count integer;
  v_recipient uuid;
  v_phone text := p_phone;
  v_email text := p_email;
  -- A payment is in a window when its time, in whole milliseconds, is after p_now less the
  -- window. For a time c and a bound t: floor_ms(c) > t exactly when c >= floor_ms(t) + 1 ms.
  v_from_10_minutes timestamptz := date_trunc('milliseconds', p_now - interval '10 minutes') + interval '1 millisecond';
  v_from_24_hours timestamptz := date_trunc('milliseconds', p_now - interval '24 hours') + interval '1 millisecond';
BEGIN
  -- An id, or the fields typed: two queries, so that each uses its indexes. Someone who blocked the
  -- sender is not a candidate: to the sender they are as unknown as a number nobody has (block means
  -- block, without telling the blocked person so).
  IF p_recipient_id IS NOT NULL THEN
    SELECT coalesce(jsonb_agg(send_candidate(u)), '[]'::jsonb), count(*) INTO v_candidates, v_count
    FROM users u WHERE u.id = p_recipient_id
      AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = u.id AND b.blocked_id = p_sender_id);
  ELSE
    SELECT coalesce(jsonb_agg(send_candidate(u)), '[]'::jsonb), count(*) INTO v_candidates, v_count
    FROM users u
    WHERE (u.username = p_username
      OR (u.phone_number = p_phone AND u.phone_verified)
      OR (u.email = p_email AND u.email_verified))
      AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = u.id AND b.blocked_id = p_sender_id);
  END IF;
  IF v_count = 1 THEN
    v_recipient := (v_candidates -> 0 ->> 'id')::uuid;
    v_phone := v_candidates -> 0 ->> 'phoneNumber';
    v_email := v_candidates -> 0 ->> 'email';
  END IF;
  RETURN jsonb_build_object(
    'candidates', v_candidates,
    'sender', (
      SELECT jsonb_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
        'createdAtMs', floor(extract(epoch FROM u.created_at) * 1000)::bigint::text,
        'balancePesewas', a.balance_pesewas::text, 'walletAccountId', a.id::text, 'walletVersion', a.xmin::text)
      FROM users u LEFT JOIN ledger_accounts a ON a.user_id = u.id AND a.kind = 'wallet'
      WHERE u.id = p_sender_id),
    'historySummary', (
      SELECT jsonb_build_object('count', s.n,
        'median', CASE WHEN s.n > 0 THEN ((s.sorted[(s.n + 1) / 2] + s.sorted[s.n / 2 + 1]) / 2)::text END,
        'mean', CASE WHEN s.n > 0 THEN div(s.total + s.n / 2, s.n)::text END,
        'largest', s.sorted[s.n]::text, 'last10Minutes', s.last10, 'last24Hours', s.last24, 'sent24Hours', s.sent24::text)
      FROM (
        SELECT coalesce(cardinality(a.sorted), 0) AS n, a.* FROM (
          SELECT sum(h.amount_pesewas) FILTER (WHERE h.done) AS total,
            array_agg(h.amount_pesewas ORDER BY h.amount_pesewas) FILTER (WHERE h.done) AS sorted,
            count(*) FILTER (WHERE h.created_at >= v_from_10_minutes)::integer AS last10,
            count(*) FILTER (WHERE h.created_at >= v_from_24_hours)::integer AS last24,
            coalesce(sum(h.amount_pesewas) FILTER (WHERE h.created_at >= v_from_24_hours), 0) AS sent24
          FROM (
            SELECT amount_pesewas, created_at, status = 'completed' AS done FROM transactions
            WHERE sender_id = p_sender_id AND status IN ('completed', 'pending')
            ORDER BY id DESC LIMIT p_history_limit) h) a) s),
    'facts', (
      SELECT jsonb_build_object('paidBefore', f.paid_before, 'savedContact', f.saved_contact,
        'friend', f.friend, 'distinctReporters', f.distinct_reporters)
      FROM payment_recipient_facts(p_sender_id, v_recipient, v_phone, v_email,
        p_established_before, p_reporter_standing_since) AS f),
    'recipientWallet', (SELECT id::text FROM ledger_accounts WHERE user_id = v_recipient AND kind = 'wallet'),
    'recipientNotice', (
      SELECT jsonb_build_object('phone', CASE WHEN u.phone_verified THEN u.phone_number END,
        'email', CASE WHEN u.email_verified THEN u.email END,
        'transactions', coalesce(p.notify_transactions, true), 'sms', coalesce(p.notify_sms, false),
        'byEmail', coalesce(p.notify_email, true), 'language', coalesce(p.language, 'en'),
        'pushShowAmounts', coalesce(p.push_lock_screen_details, false),
        -- The devices a push goes to: none when push is off (or the category, which sends nothing).
        'pushDevices', CASE WHEN coalesce(p.notify_push, true) AND coalesce(p.notify_transactions, true) THEN (
          SELECT coalesce(jsonb_agg(jsonb_build_object('id', s.id, 'endpoint', s.endpoint, 'p256dh', s.p256dh,
            'auth', s.auth) ORDER BY s.created_at), '[]'::jsonb)
          FROM push_subscriptions s WHERE s.user_id = u.id) ELSE '[]'::jsonb END)
      FROM users u LEFT JOIN user_preferences p ON p.user_id = u.id
      WHERE u.id = v_recipient),
    -- A live reversal request on the recipient's money takes what this payment brings (after it commits).
    'recipientOwesReversal', EXISTS (SELECT 1 FROM reversal_requests r WHERE r.recipient_id = v_recipient
      AND r.status IN ('open', 'accepted', 'disputed', 'awaiting_staff')),
    -- The sender's waiting rules. firstPayment: null without a preferences row (the defaults apply).
    'firstPayment', (
      SELECT jsonb_build_object('thresholdPesewas', p.first_payment_threshold_pesewas::text,
        'waitMinutes', p.first_payment_wait_minutes)
      FROM user_preferences p WHERE p.user_id = p_sender_id),
    'guardian', (
      SELECT jsonb_build_object('guardianId', g.guardian_id, 'thresholdPesewas', g.threshold_pesewas::text,
        'pendingGuardianId', g.pending_guardian_id, 'pendingThresholdPesewas', g.pending_threshold_pesewas::text,
        'pendingEffectiveAtMs', floor(extract(epoch FROM g.pending_effective_at) * 1000)::bigint::text)
      FROM guardians g WHERE g.user_id = p_sender_id),
    -- Whether a recovery cool-down is in force (its allowance is checked again under its lock).
    'cooldownInForce', EXISTS (SELECT 1 FROM recovery_cooldowns c
      WHERE c.user_id = p_sender_id AND c.ends_at > p_now AND c.started_at <= p_now),
    'transactionId', nextval('public.transactions_id_seq'::regclass)::text,
    'storedKey', (
      SELECT jsonb_build_object('state', k.state, 'operation', k.operation, 'requestHash', k.request_hash,
        'responseStatus', k.response_status, 'responseBody', k.response_body,
        'expiresAtMs', floor(extract(epoch FROM k.expires_at) * 1000)::bigint::text)
      FROM idempotency_keys k WHERE k.user_id = p_sender_id AND k.key = p_idempotency_key));
END $function$;`.execute(db);
  await sql`DROP FUNCTION send_contexts(uuid[], uuid[], text[], text[], text[], timestamp with time zone[], timestamp with time zone[], integer[], text[], timestamp with time zone[])`.execute(
    db,
  );
  await sql`
-- The facts the fraud model weighs about a recipient (paid before, an established contact or friend,
-- reports by people in good standing): read by send_context and by the API's loadRecipientHistory. The
-- recipient is a user id, or (no account yet) the phone or e-mail typed.
CREATE OR REPLACE FUNCTION payment_recipient_facts(p_sender_id uuid, p_recipient_id uuid, p_phone text, p_email text, p_established_before timestamp with time zone, p_reporter_standing_since timestamp with time zone)
 RETURNS TABLE(paid_before boolean, saved_contact boolean, friend boolean, distinct_reporters integer)
 LANGUAGE plpgsql
 STABLE
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
BEGIN
  -- Two branches, not one query with a CASE: each must use its index (transactions_pair_idx for
  -- an account; the sender's payments otherwise), and a CASE in a cached plan uses none.
  IF p_recipient_id IS NULL THEN
    RETURN QUERY SELECT
      EXISTS (
        SELECT 1 FROM transactions t
        WHERE t.sender_id = p_sender_id AND t.status IN ('completed', 'pending')
          AND (t.recipient_phone = p_phone OR t.recipient_email = p_email)),
      EXISTS (
        SELECT 1 FROM contacts c
        WHERE c.user_id = p_sender_id AND c.created_at <= p_established_before
          AND (c.contact_phone = p_phone OR c.contact_email = p_email)),
      false,
      0;
    RETURN;
  END IF;
  RETURN QUERY SELECT
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
          WHERE rt.sender_id = ur.reporter_id AND rt.status = 'completed' AND rt.recipient_id <> p_recipient_id));
END $function$;`.execute(db);
}
