import { type Kysely, sql } from 'kysely';

// Frozen. The sender's history summarised where it is read (the performance issue, session 10).
// send_context of 0021 returned the sender's latest 200 payments that moved money as a JSON array
// (amount, time, status), which the API turned into objects and then into the scorer's seven
// figures: the median, mean and largest completed payment, their count, and the payments and amount
// of the last 10 minutes and 24 hours. Building that array, nesting it in the answer, sending it and
// parsing it cost more than reading the rows (2,000 calls in one backend, a sender with 66 payments:
// 0.138 ms a call for the array, 0.083 ms for the figures, 0.037 ms for the rows alone).
//
// send_context now takes the request's time (p_now) and returns 'historySummary' instead of
// 'history': the same figures from the same rows (the latest p_history_limit payments, completed or
// pending, newest id first), computed as summarizeHistory in @ghanapay/fraud defines them (times in
// whole milliseconds; a median of an even count is the two middle values' mean rounded down; the mean
// is rounded to the nearest pesewa, half up). A test holds the two to each other on random histories.
// The 9-argument send_context of 0021 is dropped: an API that calls it is older than this schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION send_context(
      p_sender_id uuid, p_recipient_id uuid, p_username text, p_phone text, p_email text,
      p_established_before timestamptz, p_reporter_standing_since timestamptz, p_history_limit integer,
      p_idempotency_key text, p_now timestamptz)
    RETURNS jsonb
    LANGUAGE plpgsql AS $$
    DECLARE
      v_candidates jsonb;
      v_count integer;
      v_recipient uuid;
      v_phone text := p_phone;
      v_email text := p_email;
    BEGIN
      -- An id, or the fields typed: two queries, so that each uses its indexes.
      IF p_recipient_id IS NOT NULL THEN
        SELECT coalesce(jsonb_agg(send_candidate(u)), '[]'::jsonb), count(*) INTO v_candidates, v_count
        FROM users u WHERE u.id = p_recipient_id;
      ELSE
        SELECT coalesce(jsonb_agg(send_candidate(u)), '[]'::jsonb), count(*) INTO v_candidates, v_count
        FROM users u
        WHERE u.username = p_username
          OR (u.phone_number = p_phone AND u.phone_verified)
          OR (u.email = p_email AND u.email_verified);
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
            'largest', s.largest::text, 'last10Minutes', s.last10, 'last24Hours', s.last24, 'sent24Hours', s.sent24::text)
          FROM (
            SELECT count(*) FILTER (WHERE h.status = 'completed')::integer AS n,
              sum(h.amount_pesewas) FILTER (WHERE h.status = 'completed') AS total,
              max(h.amount_pesewas) FILTER (WHERE h.status = 'completed') AS largest,
              array_agg(h.amount_pesewas ORDER BY h.amount_pesewas) FILTER (WHERE h.status = 'completed') AS sorted,
              count(*) FILTER (WHERE h.created_at > p_now - interval '10 minutes')::integer AS last10,
              count(*) FILTER (WHERE h.created_at > p_now - interval '24 hours')::integer AS last24,
              coalesce(sum(h.amount_pesewas) FILTER (WHERE h.created_at > p_now - interval '24 hours'), 0) AS sent24
            FROM (
              SELECT amount_pesewas, date_trunc('milliseconds', created_at) AS created_at, status FROM transactions
              WHERE sender_id = p_sender_id AND status IN ('completed', 'pending')
              ORDER BY id DESC LIMIT p_history_limit) h) s),
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
        'transactionId', nextval(pg_get_serial_sequence('transactions', 'id'))::text,
        'storedKey', (
          SELECT jsonb_build_object('state', k.state, 'operation', k.operation, 'requestHash', k.request_hash,
            'responseStatus', k.response_status, 'responseBody', k.response_body,
            'expiresAtMs', floor(extract(epoch FROM k.expires_at) * 1000)::bigint::text)
          FROM idempotency_keys k WHERE k.user_id = p_sender_id AND k.key = p_idempotency_key));
    END $$`.execute(db);

  await sql`
    DROP FUNCTION send_context(uuid, uuid, text, text, text, timestamptz, timestamptz, integer, text)`.execute(db);
  // As in 0011, 0015 and 0021: one generic plan per connection (every statement finds its rows by a
  // primary key or a unique index, or the sender's index of payments).
  await sql`ALTER FUNCTION send_context(uuid, uuid, text, text, text, timestamptz, timestamptz, integer, text, timestamptz)
    SET plan_cache_mode = force_generic_plan`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migration 0022 (history summary) is not reversible: restore the 0021 send_context from a backup');
}
