import { auditLedger } from '@ghanapay/ledger';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { idempotentRequest } from '../../idempotency';
import {
  balanceOf,
  createMoneyUser,
  moneyFootprint,
  moveClockToMidday,
  withoutFirstPaymentWait,
  type MoneyTestUser,
} from '../testing/money-test-helpers';
import { sendGathererFor, type SendGatherer } from './send-gatherer';
import { sendMoney } from './send-money-service';
import {
  loadSendContext,
  loadSendContexts,
  writeSendPayment,
  writeSendPayments,
  type SendPaymentOutcome,
  type SendPaymentWrite,
} from './send-repository';

/**
 * Several sends in one database call (send_payments, migration 0027), built by the real send path:
 * a gatherer that holds the first `count` writes sendMoney makes and sends them together, as the
 * production gatherer does under load, so each test decides exactly which sends share a call.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ SEND_GATHER_IN_FLIGHT: '0' });
  moveClockToMidday(t);
});

afterAll(async () => {
  await t?.close();
});

interface Held {
  gatherer: SendGatherer;
  /** The outcome of each gathered write (or the error's message), per call, in the order written. */
  calls: string[][];
  /** Writes that went alone (after the gathered ones: a stale send scored again). */
  alone: () => number;
}

/**
 * Holds the first `count` writes, then sends them in one send_payments call per group (`groups`
 * picks them; the groups run at once). `tamper` may change a write before it is sent.
 */
function holdFirst(
  count: number,
  options: { groups?: (writes: SendPaymentWrite[]) => SendPaymentWrite[][]; tamper?: (write: SendPaymentWrite) => SendPaymentWrite } = {},
): Held {
  const held: { write: SendPaymentWrite; resolve: (o: SendPaymentOutcome) => void; reject: (e: unknown) => void }[] = [];
  const calls: string[][] = [];
  let alone = 0;
  let sent = false;
  const dispatch = () => {
    const writes = held.map((h) => h.write);
    const groups = options.groups ? options.groups(writes) : [writes];
    for (const group of groups) {
      const call: string[] = [];
      calls.push(call);
      const members = group.map((w) => held.find((h) => h.write === w)!);
      void writeSendPayments(t.deps.db, group.map(options.tamper ?? ((w) => w))).then(
        (answers) =>
          answers.forEach((answer, i) => {
            call[i] = answer instanceof Error ? answer.message : answer.outcome;
            if (answer instanceof Error) members[i]!.reject(answer);
            else members[i]!.resolve(answer);
          }),
        (error: unknown) => members.forEach((m) => m.reject(error)),
      );
    }
  };
  return {
    calls,
    alone: () => alone,
    gatherer: {
      write: (write) => {
        if (sent) {
          alone++;
          return writeSendPayment(t.deps.db, write);
        }
        return new Promise((resolve, reject) => {
          held.push({ write, resolve, reject });
          if (held.length === count) {
            sent = true;
            dispatch();
          }
        });
      },
      context: (request) => loadSendContext(t.deps.db, request),
      gathered: () => ({ contexts: { calls: 0, inputs: 0 }, writes: { calls: calls.length, inputs: count } }),
    },
  };
}

function send(
  gatherer: SendGatherer,
  from: MoneyTestUser,
  to: MoneyTestUser,
  amount: bigint,
  options: { key?: string; sessionId?: string | null } = {},
) {
  const input = { amount: String(amount), recipientUsername: to.username };
  return sendMoney(
    { db: t.deps.db, now: t.deps.now, sendGatherer: gatherer },
    { senderId: from.id, amountPesewas: amount, recipient: { username: to.username }, message: null },
    {
      idempotency: idempotentRequest(from.id, options.key, 'send-money', input, () => {}),
      sessionId: options.sessionId ?? null,
    },
  );
}

async function usedToday(user: MoneyTestUser): Promise<bigint> {
  const { rows } = await sql<{ used: string }>`
    SELECT coalesce(sum(u.out_pesewas), 0)::text AS used FROM wallet_limit_usage u
    JOIN ledger_accounts a ON a.id = u.account_id WHERE a.user_id = ${user.id}`.execute(t.deps.db);
  return BigInt(rows[0]!.used);
}

describe('sends gathered into one database call', () => {
  it('a send refused after its writes (a daily limit) takes back only its own; its neighbours complete', async () => {
    const [kofi, ama, efua] = await Promise.all([
      createMoneyUser(t, { balance: 100_00n }),
      createMoneyUser(t, { balance: 5_000_00n }),
      createMoneyUser(t, { balance: 100_00n }),
    ]);
    const payees = await Promise.all([0, 1, 2].map(() => createMoneyUser(t, { tier: 'enhanced' })));
    await withoutFirstPaymentWait(t, ama.id);
    await send(holdFirst(1).gatherer, ama, payees[1]!, 2_900_00n);
    const before = await moneyFootprint(t);

    const held = holdFirst(3);
    const answers = await Promise.allSettled([
      send(held.gatherer, kofi, payees[0]!, 10_00n),
      send(held.gatherer, ama, payees[1]!, 100_01n),
      send(held.gatherer, efua, payees[2]!, 20_00n),
    ]);

    // In the order the three writes reached the gatherer (their reads finish in any order).
    expect(held.calls.map((call) => [...call].sort())).toEqual([['completed', 'completed', 'limit']]);
    expect(answers[0]).toMatchObject({ status: 'fulfilled', value: { status: 'completed', amount: '10.00' } });
    expect(answers[1]).toMatchObject({ status: 'rejected', reason: { code: 'LIMIT_EXCEEDED' } });
    expect(answers[2]).toMatchObject({ status: 'fulfilled', value: { status: 'completed', amount: '20.00' } });
    // Two payments, two journals of two entries; nothing of Ama's: her usage and balance as before.
    expect(await moneyFootprint(t)).toEqual({
      ...before,
      transactions: before.transactions + 2,
      journals: before.journals + 2,
      entries: before.entries + 4,
    });
    expect(await usedToday(ama)).toBe(2_900_00n);
    expect(await balanceOf(t, ama.id)).toBe(2_100_00n);
    expect(await Promise.all(payees.map((p) => balanceOf(t, p.id)))).toEqual([10_00n, 2_900_00n, 20_00n]);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('two sends from one wallet: the second is scored again after the first, alone, and both land', async () => {
    const ama = await createMoneyUser(t, { balance: 100_00n });
    const [kofi, efua] = await Promise.all([createMoneyUser(t), createMoneyUser(t)]);
    const held = holdFirst(2);
    const answers = await Promise.all([send(held.gatherer, ama, kofi, 30_00n), send(held.gatherer, ama, efua, 40_00n)]);
    // Which of the two the gatherer got first depends on timing; the other found the wallet changed.
    expect(held.calls).toEqual([['completed', 'stale']]);
    expect(held.alone()).toBe(1);
    expect(answers.map((a) => a.status)).toEqual(['completed', 'completed']);
    expect(await balanceOf(t, ama.id)).toBe(30_00n);
    expect([await balanceOf(t, kofi.id), await balanceOf(t, efua.id)]).toEqual([30_00n, 40_00n]);
  });

  it('a stale send that can no longer be afforded is refused, and its neighbour stays', async () => {
    const ama = await createMoneyUser(t, { balance: 50_00n });
    const [kofi, efua] = await Promise.all([createMoneyUser(t), createMoneyUser(t)]);
    const held = holdFirst(2);
    const answers = await Promise.allSettled([send(held.gatherer, ama, kofi, 40_00n), send(held.gatherer, ama, efua, 40_00n)]);
    expect(held.calls).toEqual([['completed', 'stale']]);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(answers.find((a) => a.status === 'rejected')).toMatchObject({ reason: { code: 'INSUFFICIENT_FUNDS' } });
    expect(await balanceOf(t, ama.id)).toBe(10_00n);
    expect((await balanceOf(t, kofi.id)) + (await balanceOf(t, efua.id))).toBe(40_00n);
  });

  it('one Idempotency-Key twice in one call: one payment, the second replays it; a different body is refused', async () => {
    const ama = await createMoneyUser(t, { balance: 100_00n });
    const kofi = await createMoneyUser(t);
    const same = holdFirst(2);
    const [first, second] = await Promise.all([
      send(same.gatherer, ama, kofi, 25_00n, { key: 'tap' }),
      send(same.gatherer, ama, kofi, 25_00n, { key: 'tap' }),
    ]);
    expect(same.calls).toEqual([['completed', 'replay']]);
    expect(second).toEqual(first);
    expect(await balanceOf(t, kofi.id)).toBe(25_00n);

    const other = holdFirst(2);
    const answers = await Promise.allSettled([
      send(other.gatherer, ama, kofi, 5_00n, { key: 'tap-2' }),
      send(other.gatherer, ama, kofi, 6_00n, { key: 'tap-2' }),
    ]);
    expect(other.calls).toEqual([['completed', 'key_reused']]);
    expect(answers.filter((a) => a.status === 'rejected')).toMatchObject([{ reason: { code: 'IDEMPOTENCY_KEY_REUSED' } }]);
    expect(await balanceOf(t, ama.id)).toBeOneOf([70_00n, 69_00n]);
    expect((await balanceOf(t, ama.id)) + (await balanceOf(t, kofi.id))).toBe(100_00n);
  });

  it('a send whose session has ended is refused alone', async () => {
    const [ama, kofi, efua] = await Promise.all([
      createMoneyUser(t, { balance: 10_00n }),
      createMoneyUser(t, { balance: 10_00n }),
      createMoneyUser(t),
    ]);
    const held = holdFirst(2);
    const answers = await Promise.allSettled([
      send(held.gatherer, ama, efua, 1_00n, { sessionId: 'a-session-that-was-revoked' }),
      send(held.gatherer, kofi, efua, 2_00n),
    ]);
    expect(held.calls.map((call) => [...call].sort())).toEqual([['completed', 'unauthenticated']]);
    expect(answers[0]).toMatchObject({ status: 'rejected', reason: { code: 'UNAUTHENTICATED' } });
    expect(answers[1]).toMatchObject({ status: 'fulfilled', value: { status: 'completed' } });
    expect(await balanceOf(t, ama.id)).toBe(10_00n);
    expect(await balanceOf(t, efua.id)).toBe(2_00n);
  });

  it('a send that fails for another reason fails alone, with the database’s error, and writes nothing', async () => {
    const [ama, kofi, efua] = await Promise.all([
      createMoneyUser(t, { balance: 10_00n }),
      createMoneyUser(t, { balance: 10_00n }),
      createMoneyUser(t),
    ]);
    const before = await moneyFootprint(t);
    const held = holdFirst(2, {
      // Ama's posting names an account that does not exist.
      tamper: (w) =>
        w.senderId === ama.id ? { ...w, entries: w.entries.map((e, i) => (i === 1 ? { ...e, accountId: '987654321' } : e)) } : w,
    });
    const answers = await Promise.allSettled([send(held.gatherer, ama, efua, 1_00n), send(held.gatherer, kofi, efua, 2_00n)]);
    expect(answers[0]).toMatchObject({ status: 'rejected', reason: { message: 'send_payment: an account of the posting does not exist' } });
    expect(answers[1]).toMatchObject({ status: 'fulfilled', value: { status: 'completed' } });
    expect(await moneyFootprint(t)).toEqual({
      ...before,
      transactions: before.transactions + 1,
      journals: before.journals + 1,
      entries: before.entries + 2,
    });
    expect(await balanceOf(t, ama.id)).toBe(10_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('a payment row the table refuses fails that send alone; the call’s other sends go one by one and complete', async () => {
    // The call inserts all its payments in one statement; a row the table refuses (here a status its
    // CHECK does not allow, as a payee closed meanwhile would be refused by its trigger) makes the
    // call send each alone, so only that send fails.
    const [ama, kofi, kwame, efua] = await Promise.all([
      createMoneyUser(t, { balance: 10_00n }),
      createMoneyUser(t, { balance: 10_00n }),
      createMoneyUser(t, { balance: 10_00n }),
      createMoneyUser(t),
    ]);
    const before = await moneyFootprint(t);
    const held = holdFirst(3, {
      tamper: (w) => (w.senderId === kofi.id ? { ...w, payment: { ...w.payment, status: 'not-a-status' } } : w),
    });
    const answers = await Promise.allSettled([
      send(held.gatherer, ama, efua, 1_00n),
      send(held.gatherer, kofi, efua, 2_00n),
      send(held.gatherer, kwame, efua, 3_00n),
    ]);
    expect(answers[0]).toMatchObject({ status: 'fulfilled', value: { status: 'completed', amount: '1.00' } });
    expect(answers[1]).toMatchObject({ status: 'rejected', reason: { code: '23514' } });
    expect(answers[2]).toMatchObject({ status: 'fulfilled', value: { status: 'completed', amount: '3.00' } });
    expect(await moneyFootprint(t)).toEqual({
      ...before,
      transactions: before.transactions + 2,
      journals: before.journals + 2,
      entries: before.entries + 4,
    });
    expect(await balanceOf(t, kofi.id)).toBe(10_00n);
    expect(await balanceOf(t, efua.id)).toBe(4_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('two calls whose sends cross the same wallets at once do not deadlock', { timeout: 60_000 }, async () => {
    // Call A: a→x then b→y; call B: c→y then d→x. Locking each send's wallets in turn, A would hold
    // x waiting for y while B held y waiting for x; send_payments locks all of a call's wallets first.
    const rich = () => createMoneyUser(t, { balance: 1_000_00n });
    const [a, b, c, d, x, y] = [await rich(), await rich(), await rich(), await rich(), await createMoneyUser(t), await createMoneyUser(t)];
    for (let round = 0; round < 10; round++) {
      const held = holdFirst(4, {
        groups: (writes) => {
          const of = (u: MoneyTestUser) => writes.find((w) => w.senderId === u.id)!;
          return [
            [of(a), of(b)],
            [of(c), of(d)],
          ];
        },
      });
      const answers = await Promise.allSettled([
        send(held.gatherer, a, x, 1_00n),
        send(held.gatherer, b, y, 1_00n),
        send(held.gatherer, c, y, 1_00n),
        send(held.gatherer, d, x, 1_00n),
      ]);
      expect(held.calls, `round ${round}`).toEqual([
        ['completed', 'completed'],
        ['completed', 'completed'],
      ]);
      expect(answers.every((r) => r.status === 'fulfilled')).toBe(true);
    }
    expect([await balanceOf(t, x.id), await balanceOf(t, y.id)]).toEqual([20_00n, 20_00n]);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });
});

describe('send contexts read in one statement', () => {
  it('answer for each send what its own send_context call answers, in order', async () => {
    const ama = await createMoneyUser(t, { balance: 80_00n });
    const kofi = await createMoneyUser(t);
    await send(holdFirst(1).gatherer, ama, kofi, 12_00n, { key: 'ctx-key' });
    const now = t.deps.now();
    const requests = [
      { senderId: ama.id, recipient: { username: kofi.username }, now, idempotencyKey: 'ctx-key' },
      { senderId: kofi.id, recipient: { phone: ama.phoneNumber }, now, idempotencyKey: null },
      // Nobody has this number; a recipient id that is not a uuid; a sender that does not exist.
      { senderId: ama.id, recipient: { phone: '+233209999999' }, now, idempotencyKey: null },
      { senderId: ama.id, recipient: { recipientId: 'not-a-uuid' }, now, idempotencyKey: null },
      { senderId: '00000000-0000-4000-8000-000000000000', recipient: { username: kofi.username }, now, idempotencyKey: null },
    ];
    const gathered = await loadSendContexts(t.deps.db, requests);
    const alone = await Promise.all(requests.map((r) => loadSendContext(t.deps.db, r)));
    // Each call takes a payment id of its own from the sequence; everything else is the same.
    const withoutId = (c: Awaited<ReturnType<typeof loadSendContext>>) => c && { ...c, transactionId: 'any' };
    expect(gathered.map(withoutId)).toEqual(alone.map(withoutId));
    expect(new Set(gathered.filter((c) => c).map((c) => c!.transactionId)).size).toBe(4);
    expect(gathered[0]).toMatchObject({ sender: { id: ama.id, balancePesewas: 68_00n }, storedKey: { state: 'completed' } });
    expect(gathered[0]!.candidates.map((c) => c.id)).toEqual([kofi.id]);
    expect(gathered[1]!.candidates.map((c) => c.id)).toEqual([ama.id]);
    expect(gathered[2]!.candidates).toEqual([]);
    expect(gathered[4]).toBeUndefined();
  });
});

describe('a gathered call that waits for a wallet another transaction holds', () => {
  it(
    'lets the other sends through after its lock wait runs out, and the held wallet’s send after the lock ends',
    { timeout: 30_000 },
    async () => {
      const gatherer = sendGathererFor(t.deps.db, { SEND_GATHER_IN_FLIGHT: 1, SEND_GATHER_MAX: 32 })!;
      const [ama, kofi, efua, shop] = [
        await createMoneyUser(t, { balance: 10_00n }),
        await createMoneyUser(t),
        await createMoneyUser(t, { balance: 10_00n }),
        await createMoneyUser(t),
      ];
      // Another transaction holds the shop's wallet (as a long posting would) until released.
      const { release, blocker } = await holdWalletOf(shop.id);

      const toKofi = send(gatherer, ama, kofi, 3_00n);
      const toShop = send(gatherer, efua, shop, 4_00n);
      try {
        // Ama's payment completes while the shop's wallet is still held.
        await expect(toKofi).resolves.toMatchObject({ status: 'completed' });
        expect(await balanceOf(t, kofi.id)).toBe(3_00n);
      } finally {
        // Whatever happened above, the other transaction ends (a failure must not leave it holding the wallet).
        release();
        await blocker;
      }
      // On a quiet machine the two meet in one gathered write, which waits for the shop's wallet until
      // its lock wait runs out (the case this test is about); on a busy one Ama's may be written alone
      // before Efua's arrives (nothing gathered), and Ama must not wait for the shop either way.
      expect([
        { calls: 1, inputs: 2 },
        { calls: 0, inputs: 0 },
      ]).toContainEqual(gatherer.gathered().writes);
      await expect(toShop).resolves.toMatchObject({ status: 'completed' });
      expect(await balanceOf(t, shop.id)).toBe(4_00n);
      expect(await auditLedger(t.deps.db)).toEqual([]);
    },
  );

  it('lets the sends queued behind it through when the waiting send went alone first', { timeout: 30_000 }, async () => {
    // One in-flight place: Efua's send to the held wallet takes it alone; Ama's queues behind it.
    const gatherer = sendGathererFor(t.deps.db, { SEND_GATHER_IN_FLIGHT: 1, SEND_GATHER_MAX: 32 })!;
    const [ama, kofi, efua, shop] = [
      await createMoneyUser(t, { balance: 10_00n }),
      await createMoneyUser(t),
      await createMoneyUser(t, { balance: 10_00n }),
      await createMoneyUser(t),
    ];
    const { release, blocker } = await holdWalletOf(shop.id);
    const toShop = send(gatherer, efua, shop, 4_00n);
    try {
      // Efua's write is in the database, waiting for the shop's wallet, before Ama's arrives.
      await expect.poll(() => writesWaitingForALock(), { timeout: 10_000 }).toBeGreaterThan(0);
      const toKofi = send(gatherer, ama, kofi, 3_00n);
      await expect(toKofi).resolves.toMatchObject({ status: 'completed' });
      expect(await balanceOf(t, kofi.id)).toBe(3_00n);
      expect(await balanceOf(t, shop.id)).toBe(0n);
    } finally {
      release();
      await blocker;
    }
    await expect(toShop).resolves.toMatchObject({ status: 'completed' });
    expect(await balanceOf(t, shop.id)).toBe(4_00n);
    expect(gatherer.gathered().writes).toEqual({ calls: 0, inputs: 0 });
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });
});

/** Another transaction holding a person's wallet row (as a long posting would) until `release`; `blocker` ends with it. */
async function holdWalletOf(userId: string): Promise<{ release: () => void; blocker: Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const blocker = t.deps.db.transaction().execute(async (trx) => {
    await sql`SELECT id FROM ledger_accounts WHERE user_id = ${userId} FOR UPDATE`.execute(trx);
    locked();
    await released;
  });
  await isLocked;
  return { release, blocker };
}

/** Send writes (send_payment or send_payments) waiting in the database for a row lock. */
async function writesWaitingForALock(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_activity
     WHERE wait_event_type = 'Lock' AND query LIKE '%send_payment%' AND pid <> pg_backend_pid()`.execute(t.deps.db);
  return rows[0]!.n;
}
