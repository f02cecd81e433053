import { type Kysely, sql } from 'kysely';

// Frozen. Several sends in one database call (the performance issue, session 14).
//
// send_payments(p_sends) runs send_payment (migration 0024) for each element of a JSON array, in
// order, and answers a row per send: its position (n, from 1), the outcome send_payment returned or
// the refusal it raised (GP001: 'stale', 'insufficient', 'limit' with the breach as detail), or
// 'error' with the SQLSTATE and message of anything else. What a send wrote stays only when it
// completed:
// - each send runs in a subtransaction of its own (a block with an EXCEPTION clause), so a refused
//   or failed send takes back its own writes and none of its neighbours';
// - before any send, the union of the batch's wallets (each send's posting, or its sender's wallet
//   when it posts nothing) is locked in id order, as every posting locks its own. Without that, two
//   batches could each hold a wallet the other's later send needs: a deadlock single sends cannot
//   have. A lock taken before a subtransaction is kept when the subtransaction is rolled back, and
//   send_payment's own ledger_lock then finds its rows already held by this transaction;
// - two sends from one wallet in one batch: the second finds the wallet changed by the first
//   ('stale', as when two race today) and the API scores it again with the first counted;
// - two sends with one Idempotency-Key in one batch: the second sees the first's stored answer (the
//   same transaction holds the key's advisory lock) and replays it, or is refused if its body differs;
// - the batch commits as one transaction: if the commit fails, every send of it fails, and their
//   keys make the retries safe;
// - a lock wait in the call ends after 1 s (lock_timeout, SQLSTATE 55P03): the whole call if it was
//   the batch's first lock, else that send alone. The API then sends what did not go through alone,
//   without the timeout, so a wallet held long by another transaction delays the sends to it, as
//   before, and not every send queued behind the batch.
// Each element's keys are send_payment's parameters without their "p_" (accounts and amounts as JSON
// arrays of strings).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION send_payments(p_sends jsonb)
    RETURNS TABLE (n integer, outcome text, response_status integer, response_body jsonb, detail text)
    LANGUAGE plpgsql AS $$
    DECLARE
      v_send record;
      v_outcome text;
      v_status integer;
      v_body jsonb;
      v_detail text;
      v_state text;
    BEGIN
      PERFORM count(*) FROM ledger_lock(ARRAY(
        SELECT DISTINCT w.id
        FROM jsonb_to_recordset(p_sends) AS s (sender_wallet bigint, accounts bigint[]),
          unnest(CASE WHEN cardinality(s.accounts) > 0 THEN s.accounts ELSE ARRAY[s.sender_wallet] END) AS w (id)
        WHERE w.id IS NOT NULL));

      FOR v_send IN
        SELECT s.*, o.n::integer AS position
        FROM jsonb_array_elements(p_sends) WITH ORDINALITY AS o (send, n),
          jsonb_to_record(o.send) AS s (
            session_id text, now timestamptz, sender_id uuid,
            idempotency_key text, operation text, request_hash text, key_expires_at timestamptz,
            sender_wallet bigint, sender_wallet_version text,
            transaction jsonb, alert jsonb,
            journal_kind text, accounts bigint[], amounts bigint[],
            response jsonb)
        ORDER BY o.n
      LOOP
        v_detail := NULL;
        BEGIN
          SELECT p.outcome, p.response_status, p.response_body INTO v_outcome, v_status, v_body
          FROM send_payment(
            v_send.session_id, v_send.now, v_send.sender_id,
            v_send.idempotency_key, v_send.operation, v_send.request_hash, v_send.key_expires_at,
            v_send.sender_wallet, v_send.sender_wallet_version,
            v_send.transaction, v_send.alert,
            v_send.journal_kind, coalesce(v_send.accounts, '{}'), coalesce(v_send.amounts, '{}'),
            v_send.response) AS p;
        EXCEPTION
          WHEN SQLSTATE 'GP001' THEN
            GET STACKED DIAGNOSTICS v_outcome = MESSAGE_TEXT, v_detail = PG_EXCEPTION_DETAIL;
            v_status := NULL;
            v_body := NULL;
          WHEN OTHERS THEN
            GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_detail = MESSAGE_TEXT;
            v_outcome := 'error';
            v_detail := v_state || ' ' || v_detail;
            v_status := NULL;
            v_body := NULL;
        END;
        n := v_send.position;
        outcome := v_outcome;
        response_status := v_status;
        response_body := v_body;
        detail := nullif(v_detail, '');
        RETURN NEXT;
      END LOOP;
    END $$`.execute(db);
  await sql`ALTER FUNCTION send_payments SET plan_cache_mode = force_generic_plan`.execute(db);
  await sql`ALTER FUNCTION send_payments SET lock_timeout = '1s'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION send_payments(jsonb)`.execute(db);
}
