import type { CompiledQuery, QueryExecutor } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createMoneyUser, moveClockToMidday } from '../testing/money-test-helpers';

/**
 * A send's database statements, counted at the API's query executor: a plain send is its two
 * gathered calls (send_context, send_payments) and nothing else, the recipient's notice included
 * (docs/performance.md: each statement more is ~2 ms of waiting for the pool under load, and the
 * send benchmark halved when six crept in). A new read on the send path fails here: fold it into
 * send_context (packages/ledger/sql/send_context.sql) instead.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
});
afterAll(async () => {
  await t?.close();
});

/** Every statement the API's Kysely executors run (transactions' executors share the prototype) while `work` runs. */
async function statementsOf(work: () => Promise<void>): Promise<string[]> {
  const prototype = Object.getPrototypeOf(t.deps.db.getExecutor()) as QueryExecutor;
  const executeQuery = prototype.executeQuery;
  const seen: string[] = [];
  prototype.executeQuery = function (this: QueryExecutor, query: CompiledQuery, ...rest: unknown[]) {
    seen.push(query.sql.replace(/\s+/g, ' ').trim().slice(0, 80));
    return (executeQuery as (...args: unknown[]) => ReturnType<QueryExecutor['executeQuery']>).call(this, query, ...rest);
  } as QueryExecutor['executeQuery'];
  try {
    await work();
  } finally {
    prototype.executeQuery = executeQuery;
  }
  return seen;
}

describe('the statements of a send', () => {
  it('a plain send is send_context and send_payments, its notice in the recipient’s language included', async () => {
    const payer = await createMoneyUser(t, { balance: 100_00n, firstName: 'Ama', lastName: 'Owusu' });
    const kofi = await createMoneyUser(t);
    // Kofi reads his SMS in Twi: the notice needs his language, his addresses and his choices.
    expect((await kofi.client.patch('/api/preferences', { language: 'tw', notifications: { sms: true } })).status).toBe(200);
    const send = (amount: string) =>
      payer.client.post('/api/send-money', { amount, recipientUsername: kofi.username }, { 'idempotency-key': crypto.randomUUID() });
    // The first send warms what a session reads once (the session cache), as the benchmark's warm-up does.
    expect((await send('1.00')).status).toBe(200);
    await vi.waitFor(() => expect(t.notifier.lastTo(kofi.phoneNumber)?.text).toContain('₵1.00'));

    const statements = await statementsOf(async () => {
      const res = await send('2.00');
      expect(res.status, res.text).toBe(200);
      expect(res.body.status).toBe('completed');
      // The notice goes after the answer: wait for it, and a little longer for anything it might still read.
      await vi.waitFor(() =>
        expect(t.notifier.lastTo(kofi.phoneNumber)?.text).toBe(`Nkabom: Ama Owusu asoma wo ₵2.00. Ɛwɔ wo kotokuo mu seesei.`),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(statements, statements.join('\n')).toHaveLength(2);
    expect(statements[0]).toMatch(/^SELECT send_context\(/);
    expect(statements[1]).toMatch(/send_payments\(/);
  });
});
