import { type Kysely, sql } from 'kysely';

// Frozen. send_context also answers what a send read in statements of its own after it: the sender's
// waiting rules (first-payment threshold, guardian, whether a recovery cool-down is in force),
// whether the recipient owes a live reversal request, and the recipient's language and push devices
// for the payment-received notice. A plain send then makes no statement beside its two gathered calls
// (packages/ledger/sql/send_context.sql holds the current text).
export async function up(db: Kysely<any>): Promise<void> {
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
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
-- Everything a send reads before it writes, in one call: the accounts its recipient fields name, the
-- sender with their wallet and the wallet row's version, the scorer's summary of their latest payments,
-- the recipient facts, the recipient's wallet and what the payment-received notice needs, the id the
-- payment will take and the stored Idempotency-Key. loadSendContext (src/send/send-context.ts) calls it.
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
        'byEmail', coalesce(p.notify_email, true))
      FROM users u LEFT JOIN user_preferences p ON p.user_id = u.id
      WHERE u.id = v_recipient),
    'transactionId', nextval('public.transactions_id_seq'::regclass)::text,
    'storedKey', (
      SELECT jsonb_build_object('state', k.state, 'operation', k.operation, 'requestHash', k.request_hash,
        'responseStatus', k.response_status, 'responseBody', k.response_body,
        'expiresAtMs', floor(extract(epoch FROM k.expires_at) * 1000)::bigint::text)
      FROM idempotency_keys k WHERE k.user_id = p_sender_id AND k.key = p_idempotency_key));
END $function$;`.execute(db);
}
