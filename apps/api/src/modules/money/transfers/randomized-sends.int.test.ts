import { auditLedger, getWalletBalanceByUser } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createMoneyUser, moveClockToMidday, type MoneyTestUser } from '../testing/money-test-helpers';

/**
 * The engine under a randomized load through the HTTP API: random pairs, a hot payee, parallel
 * duplicates under one Idempotency-Key, and sends the wallet cannot afford. However the sends
 * interleave, the ledger audit is clean, the sum of the wallets never changes, and a duplicated key
 * moves money once. RANDOMIZED_SENDS sets the count (20,000 in the test command).
 */
const SENDS = Number(process.env.RANDOMIZED_SENDS ?? 20_000);
const PAYERS = 40;
const CONCURRENCY = 32;

let t: TestApp;
let users: MoneyTestUser[];
let hot: MoneyTestUser;

// A seeded generator, so a failure can be replayed (the seed is printed on failure).
const seed = Number(process.env.RANDOMIZED_SEED ?? Date.now() % 1_000_000);
let state = seed;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
};
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
  users = [];
  for (let i = 0; i < PAYERS; i++)
    users.push(await createMoneyUser(t, { balance: BigInt(50_00 + Math.floor(random() * 450_00)), tier: 'enhanced' }));
  hot = await createMoneyUser(t, { tier: 'enhanced' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function totalOfWallets(): Promise<bigint> {
  const balances = await Promise.all([...users, hot].map((u) => getWalletBalanceByUser(t.deps.db, u.id)));
  return balances.reduce((a, b) => a + b, 0n);
}

describe(`${SENDS} randomized sends through the HTTP API`, () => {
  it('keep the ledger balanced, the wallets’ sum unchanged and duplicates single', { timeout: 900_000 }, async () => {
    const before = await totalOfWallets();
    const outcomes = { completed: 0, blocked: 0, insufficient: 0, limited: 0, duplicatesSingle: 0, inFlight: 0, busy: 0 };
    const unexpected: string[] = [];
    let next = 0;

    async function one(i: number) {
      // Time passes (a minute per hundred sends), so the fraud checks' bursts are not the whole story.
      if (i > 0 && i % 100 === 0) t.advanceClock(60_000);
      // The hot payee pays as often as it is paid, so money circulates instead of pooling there.
      const payer = random() < 0.25 ? hot : pick(users);
      const roll = random();
      let recipient = roll < 0.25 ? hot : pick(users);
      if (recipient === payer) recipient = payer === hot ? pick(users) : hot;
      // One send in ten asks for more than any wallet here holds.
      const amount = roll > 0.9 ? '20000.00' : `${1 + Math.floor(random() * 40)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
      const body = { amount, recipientUsername: recipient.username };
      const key = `rand-${seed}-${i}`;
      const duplicate = roll > 0.8 && roll <= 0.9;
      const answers = await Promise.all(
        (duplicate ? [0, 1] : [0]).map(() => payer.client.post('/api/send-money', body, { 'Idempotency-Key': key })),
      );
      for (const res of answers) {
        if (res.status === 200 && res.body.status === 'completed') outcomes.completed++;
        else if (res.status === 200 && res.body.status === 'blocked') outcomes.blocked++;
        else if (res.status === 422 && res.body.code === 'INSUFFICIENT_FUNDS') outcomes.insufficient++;
        // A wallet's daily limit (enhanced tier: ₵25,000) refuses the rest of a day's sends, whole.
        else if (res.status === 422 && res.body.code === 'LIMIT_EXCEEDED') outcomes.limited++;
        else if (duplicate && res.status === 409 && res.body.code === 'IDEMPOTENCY_IN_FLIGHT') outcomes.inFlight++;
        // A wallet paid into while it pays (the hot payee) can find its row changed on every turn of a
        // send under a heavily loaded machine; after its turns the send answers "busy, try again" and
        // writes nothing (the sum and the audit below check it). Rare, and counted.
        else if (res.status === 409 && res.body.code === 'IDEMPOTENCY_IN_FLIGHT' && /busy with other payments/.test(res.body.message))
          outcomes.busy++;
        else unexpected.push(`${res.status} ${res.text.slice(0, 120)}`);
      }
      if (duplicate) {
        const ok = answers.filter((r) => r.status === 200);
        if (new Set(ok.map((r) => r.body.id)).size > 1) unexpected.push(`key ${key} made two transactions`);
        else outcomes.duplicatesSingle++;
      }
    }

    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < SENDS) await one(next++);
      }),
    );

    // The seed and what happened, on any failure below, so it can be replayed (RANDOMIZED_SEED).
    const run = `seed ${seed}: ${JSON.stringify(outcomes)}`;
    expect(unexpected, run).toEqual([]);
    // Bursts from one wallet are rightly blocked by the fraud checks; enough still go through. How
    // many depends on the seed: when the hot payee's own sends are held early, the money pools there
    // and most later sends cannot be afforded (one seed completed 835 of 20,000, another 5,415).
    expect(outcomes.completed, run).toBeGreaterThan(SENDS / 50);
    expect(outcomes.insufficient, run).toBeGreaterThan(0);
    expect(outcomes.busy, run).toBeLessThanOrEqual(SENDS / 200);
    expect(await totalOfWallets()).toBe(before);
    expect(await auditLedger(t.deps.db)).toEqual([]);
    // The test app gathers concurrent sends as production does: many went through send_payments.
    const gathered = t.deps.sendGatherer!.gathered();
    expect(gathered.writes.inputs).toBeGreaterThan(SENDS / 10);
    expect(gathered.contexts.inputs).toBeGreaterThan(SENDS / 10);
    console.info(`randomized sends (seed ${seed}): ${JSON.stringify(outcomes)}, gathered ${JSON.stringify(gathered)}`);
  });
});
