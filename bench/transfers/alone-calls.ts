/**
 * The calls of the database's send functions the pgbench scripts make (send-payment-alone.ts and
 * batching.ts), for a row `p` of bench_alone_pairs (sender, sw: its wallet, recipient, rw,
 * recipient_username).
 */

/**
 * One payment of 1 pesewa from p's sender to p's recipient, with an Idempotency-Key and a stored
 * response, as the API sends it (the wallet's version read in the same statement). `fn` is the
 * function's name, or a pgbench variable (`:fn`) for a variant.
 */
export function paymentCall(p: string, fn = 'send_payment'): string {
  return `${fn}(NULL, now(), ${p}.sender, md5(random()::text), 'send-money', 'h',
  now() + interval '1 day', ${p}.sw, (SELECT xmin::text FROM ledger_accounts WHERE id = ${p}.sw),
  jsonb_build_object('id', nextval(pg_get_serial_sequence('transactions', 'id')), 'sender_id', ${p}.sender,
    'recipient_id', ${p}.recipient, 'amount_pesewas', 1, 'fee_pesewas', 0, 'status', 'completed', 'transaction_type', 'send',
    'fraud_score', 3, 'fraud_reasons', '{}', 'created_at', now(), 'updated_at', now(), 'completed_at', now()),
  NULL, 'p2p_send', ARRAY[${p}.sw, ${p}.rw], ARRAY[-1, 1]::bigint[], '{"ok":true}'::jsonb)`;
}

/** The read before a send: the current send_context, for a recipient named by username. */
export function contextCall(p: string): string {
  return `send_context(${p}.sender, NULL, ${p}.recipient_username, NULL, NULL, now() - interval '30 days', now() - interval '90 days',
  200, md5(random()::text), now())`;
}
