import { summarizeHistory, type OutgoingPayment } from '@ghanapay/fraud';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createMoneyUser } from '../testing/money-test-helpers';
import { FRAUD_HISTORY_LIMIT } from '../money-policy';
import { loadSendContext } from './send-repository';

// The database summarises the sender's history for the scorer (send_context, migration 0022);
// summarizeHistory in @ghanapay/fraud is the definition, and the fraud evaluation runs through it.
// Here the two are held to each other on random histories: every figure the same, or a payment
// would be scored differently in production than in the evaluation.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const STATUSES = ['completed', 'completed', 'completed', 'pending', 'blocked', 'failed', 'cancelled', 'reversed'] as const;
const MINUTE_MS = 60_000;
/**
 * How far past a window's edge a payment is made: a payment whose time, in whole milliseconds, is
 * after the edge is in the window. So 1 ms inside is in, and 0.999 ms inside is not.
 */
const NEAR_EDGE_MS = [-1.5, -1, -0.999, -0.8, -0.4, 0, 0.4, 0.8, 1];

/** A small deterministic generator, so a failure names its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('the sender history summary of send_context', () => {
  it('matches summarizeHistory on random histories: boundaries, microseconds, later stamps, more than the limit', async () => {
    const recipient = await createMoneyUser(t);
    // Whole milliseconds, as a request's clock gives them.
    const now = new Date(Math.floor(t.deps.now().getTime()));
    const sizes = [0, 1, 2, 3, 7, 40, FRAUD_HISTORY_LIMIT + 37];
    for (const [round, size] of sizes.entries()) {
      const next = random(round + 1);
      const sender = await createMoneyUser(t);
      // Times near the windows' edges (10 minutes, 24 hours) to the microsecond, some after `now`
      // (a payment that committed while this one was scored), the rest spread over weeks.
      const edges = [10 * MINUTE_MS, 24 * 60 * MINUTE_MS];
      const rows = Array.from({ length: size }, () => {
        const pick = next();
        const edge = edges[Math.floor(next() * edges.length)]!;
        const nearEdge = NEAR_EDGE_MS[Math.floor(next() * NEAR_EDGE_MS.length)]!;
        const offsetMs = pick < 0.3 ? edge + nearEdge : pick < 0.4 ? -next() * 5_000 : next() * 40 * 24 * 60 * MINUTE_MS;
        const createdAtUs = Math.round((now.getTime() - offsetMs) * 1000);
        return {
          amount: BigInt(1 + Math.floor(next() * (next() < 0.1 ? 5_000_000 : 50_000))),
          status: STATUSES[Math.floor(next() * STATUSES.length)]!,
          createdAtUs,
        };
      });
      for (const row of rows) {
        await sql`
          INSERT INTO transactions (sender_id, recipient_id, recipient_username, amount_pesewas, status, transaction_type,
            fraud_score, created_at, updated_at, completed_at)
          VALUES (${sender.id}, ${recipient.id}, ${recipient.username}, ${row.amount.toString()}::bigint, ${row.status}, 'send', 5,
            to_timestamp(${row.createdAtUs}::numeric / 1000000), to_timestamp(${row.createdAtUs}::numeric / 1000000),
            CASE WHEN ${row.status} = 'completed' THEN to_timestamp(${row.createdAtUs}::numeric / 1000000) END)`.execute(t.deps.db);
      }
      // What the API read before 0022: the latest payments that moved money, newest id first, each
      // time in whole milliseconds.
      const { rows: latest } = await sql<{ amount: string; ms: string; status: OutgoingPayment['status'] }>`
        SELECT amount_pesewas::text AS amount, floor(extract(epoch FROM created_at) * 1000)::bigint::text AS ms, status
        FROM transactions WHERE sender_id = ${sender.id} AND status IN ('completed', 'pending')
        ORDER BY id DESC LIMIT ${FRAUD_HISTORY_LIMIT}`.execute(t.deps.db);
      const expected = summarizeHistory(
        latest.map((r) => ({ amountPesewas: BigInt(r.amount), createdAt: new Date(Number(r.ms)), status: r.status })),
        now,
      );

      const context = await loadSendContext(t.deps.db, {
        senderId: sender.id,
        recipient: { username: recipient.username },
        now,
        idempotencyKey: null,
      });

      expect({ size, history: context!.history }).toEqual({ size, history: expected });
    }
  });

  it('an even count takes the two middle payments’ mean rounded down, and the mean rounds half up', async () => {
    const recipient = await createMoneyUser(t);
    const sender = await createMoneyUser(t);
    const now = t.deps.now();
    for (const amount of [101n, 200n, 5n, 1000n]) {
      await sql`
        INSERT INTO transactions (sender_id, recipient_id, recipient_username, amount_pesewas, status, transaction_type,
          fraud_score, created_at, updated_at, completed_at)
        VALUES (${sender.id}, ${recipient.id}, ${recipient.username}, ${amount.toString()}::bigint, 'completed', 'send', 5,
          ${new Date(now.getTime() - 3 * MINUTE_MS)}, ${now}, ${now})`.execute(t.deps.db);
    }
    const context = await loadSendContext(t.deps.db, {
      senderId: sender.id,
      recipient: { username: recipient.username },
      now,
      idempotencyKey: null,
    });
    // Sorted 5, 101, 200, 1000: median (101 + 200) / 2 = 150.5 → 150; mean 1306 / 4 = 326.5 → 327.
    expect(context!.history).toEqual({
      medianPaymentPesewas: 150n,
      meanPaymentPesewas: 327n,
      largestPaymentPesewas: 1000n,
      previousPaymentCount: 4,
      paymentsLast10Minutes: 4,
      paymentsLast24Hours: 4,
      sentLast24HoursPesewas: 1306n,
    });
  });
});
