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
END $function$;
