import { createTestDatabase } from '@ghanapay/db/testing';
import { findHold, getWalletBalanceByUser, hold } from '@ghanapay/ledger';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { HELD_PAYMENT_TTL_MS, MONEY_REQUEST_TTL_MS } from '../money/money-policy';
import { createMoneyUser, moveClockToMidday } from '../money/testing/money-test-helpers';
import { createJobQueue, type JobQueue } from './job-queue';
import { SCHEDULED_JOBS } from './scheduled-jobs';

let t: TestApp;
let queue: JobQueue | undefined;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
});

afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

/** The test app's own database, as a URL pg-boss can open. */
async function testDatabaseUrl(): Promise<string> {
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(t.deps.db);
  const url = new URL(inject('ghanapayAdminDatabaseUrl'));
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the job');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the pg-boss job queue', () => {
  it('schedules the money jobs and runs them: overdue requests expire, unclaimed payments go back', async () => {
    const ama = await createMoneyUser(t, { balance: 100_00n });
    const kofi = await createMoneyUser(t);
    const request = await kofi.client.post('/api/money-requests', { payerId: ama.id, amount: '5.00' });
    const held = await ama.client.post('/api/send-money', { amount: '7.00', recipientPhone: '0207770123' });
    expect(held.body.status).toBe('pending');
    t.advanceClock(Math.max(MONEY_REQUEST_TTL_MS, HELD_PAYMENT_TTL_MS) + 60_000);

    queue = createJobQueue({ connectionString: await testDatabaseUrl(), deps: t.deps, pollingIntervalSeconds: 0.5 });
    await queue.start();
    const schedules = await queue.boss.getSchedules();
    expect(schedules.map((s) => s.name).sort()).toEqual(SCHEDULED_JOBS.map((j) => j.name).sort());

    await queue.runNow('money-expire-requests');
    await queue.runNow('money-return-unclaimed-payments');
    await waitFor(async () => {
      const r = await t.deps.db
        .selectFrom('moneyRequests')
        .select('status')
        .where('id', '=', String(request.body.id))
        .executeTakeFirstOrThrow();
      const tx = await t.deps.db
        .selectFrom('transactions')
        .select('status')
        .where('id', '=', String(held.body.id))
        .executeTakeFirstOrThrow();
      return r.status === 'expired' && tx.status === 'reversed';
    });
    const wallet = await t.deps.db
      .selectFrom('ledgerAccounts')
      .select('balancePesewas')
      .where('userId', '=', ama.id)
      .executeTakeFirstOrThrow();
    expect(wallet.balancePesewas).toBe('10000');
    // Stop it: its crons run on the wall clock and must not fire in the middle of the next test.
    await queue.stop();
    queue = undefined;
  });

  it('purges expired sessions, spent rate-limit windows and old one-time codes after their lifetime; live ones stay', async () => {
    const now = t.deps.now().getTime();
    const at = (msFromNow: number) => new Date(now + msFromNow);
    const HOUR = 60 * 60_000;
    await t.deps.db
      .insertInto('sessions')
      .values([
        { sid: 'purge-old', sess: JSON.stringify({}), expire: at(-1_000) },
        { sid: 'purge-live', sess: JSON.stringify({}), expire: at(30 * 60_000) },
      ])
      .execute();
    const code = (identifier: string, expiresAt: Date) => ({
      purpose: 'signup',
      channel: 'sms',
      identifier,
      codeHash: 'x',
      expiresAt,
      createdAt: new Date(expiresAt.getTime() - 10 * 60_000),
    });
    await t.deps.db
      .insertInto('oneTimeCodes')
      .values([code('purge-old-code', at(-2 * HOUR)), code('purge-recent-code', at(-10 * 60_000)), code('purge-live-code', at(5 * 60_000))])
      .execute();
    await t.deps.db
      .insertInto('rateLimitHits')
      .values([
        { bucket: 'purge:old', windowStart: at(-3 * HOUR), hits: 3 },
        { bucket: 'purge:live', windowStart: at(-30 * 60_000), hits: 3 },
      ])
      .execute();

    // Only the purge job, on a schedule that cannot fire during the test: the test runs it now.
    const purge = SCHEDULED_JOBS.find((job) => job.name === 'auth-purge-expired')!;
    queue = createJobQueue({
      connectionString: await testDatabaseUrl(),
      deps: t.deps,
      pollingIntervalSeconds: 0.5,
      jobs: [{ ...purge, cron: '0 0 1 1 *' }],
    });
    await queue.start();
    await queue.runNow('auth-purge-expired');
    const left = async () => ({
      sessions: (await t.deps.db.selectFrom('sessions').select('sid').where('sid', 'like', 'purge-%').orderBy('sid').execute()).map(
        (r) => r.sid,
      ),
      codes: (
        await t.deps.db
          .selectFrom('oneTimeCodes')
          .select('identifier')
          .where('identifier', 'like', 'purge-%')
          .orderBy('identifier')
          .execute()
      ).map((r) => r.identifier),
      windows: (
        await t.deps.db.selectFrom('rateLimitHits').select('bucket').where('bucket', 'like', 'purge:%').orderBy('bucket').execute()
      ).map((r) => r.bucket),
    });
    // An expired code is kept an hour (so "expired" is still told apart from "never sent"), then goes.
    const expected = { sessions: ['purge-live'], codes: ['purge-live-code', 'purge-recent-code'], windows: ['purge:live'] };
    await waitFor(async () => JSON.stringify(await left()) === JSON.stringify(expected)).catch(() => undefined);
    expect(await left()).toEqual(expected);
  });

  it('gives a ledger hold past its expiry back to the wallet, once however often the job runs', async () => {
    const ama = await createMoneyUser(t, { balance: 50_00n });
    const now = t.deps.now().getTime();
    const expired = await hold(t.deps.db, {
      walletUserId: ama.id,
      amountPesewas: 20_00n,
      reason: 'undo_window',
      reference: `job-test:${ama.id}:expired`,
      expiresAt: new Date(now - 1_000),
    });
    const live = await hold(t.deps.db, {
      walletUserId: ama.id,
      amountPesewas: 5_00n,
      reason: 'undo_window',
      reference: `job-test:${ama.id}:live`,
      expiresAt: new Date(now + 60 * 60_000),
    });
    expect(await getWalletBalanceByUser(t.deps.db, ama.id)).toBe(25_00n);

    // Only this job, on a schedule that cannot fire during the test: the test runs it, twice.
    const job = SCHEDULED_JOBS.find((j) => j.name === 'ledger-release-expired-holds')!;
    queue = createJobQueue({
      connectionString: await testDatabaseUrl(),
      deps: t.deps,
      pollingIntervalSeconds: 0.5,
      jobs: [{ ...job, cron: '0 0 1 1 *' }],
    });
    await queue.start();
    await queue.runNow('ledger-release-expired-holds');
    await waitFor(async () => (await findHold(t.deps.db, { id: expired.id }))?.status === 'released');
    await queue.runNow('ledger-release-expired-holds');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await queue.stop();
    queue = undefined;

    expect(await getWalletBalanceByUser(t.deps.db, ama.id)).toBe(45_00n);
    expect((await findHold(t.deps.db, { id: live.id }))?.status).toBe('open');
    const releases = await t.deps.db.selectFrom('ledgerJournals').select('id').where('kind', '=', 'undo_window_release').execute();
    expect(releases).toHaveLength(1);
  });

  it('drains a backlog of on-demand jobs (transfers out) in batches, and starts a job queued here at once', async () => {
    const ran: string[] = [];
    queue = createJobQueue({
      connectionString: await testDatabaseUrl(),
      deps: t.deps,
      jobs: [],
      // The production polling interval: before batches, a backlog drained at one job per 2 s.
      onDemand: [
        {
          name: 'test-transfer-step',
          run: async (_deps, data) => {
            await new Promise((resolve) => setTimeout(resolve, 50));
            ran.push(data.id!);
          },
        },
      ],
    });
    await queue.start();
    // A backlog arrives at once (what a restart finds, or salary day's transfers out).
    const started = Date.now();
    await queue.boss.insert(Array.from({ length: 30 }, (_, i) => ({ name: 'test-transfer-step', data: { id: `backlog-${i}` } })));
    await waitFor(async () => ran.length >= 30, 20_000);
    const drained = Date.now() - started;
    // 30 jobs at one per 2 s would take a minute; three batches take a few polling intervals.
    expect(drained).toBeLessThan(10_000);
    expect(new Set(ran).size).toBe(30);

    const queuedAt = Date.now();
    await queue.send('test-transfer-step', { id: 'now' });
    await waitFor(async () => ran.includes('now'), 5_000);
    expect(Date.now() - queuedAt).toBeLessThan(1_500);
    await queue.stop();
    queue = undefined;
  });
});

describe('two API processes starting at once', () => {
  it('both start their job queue on a database that has none yet (creating the queues deadlocked)', async () => {
    // A fresh database each round: the race is in creating pg-boss's schema and queues.
    for (let round = 0; round < 3; round++) {
      const fresh = await createTestDatabase();
      const queues = [0, 1].map(() => createJobQueue({ connectionString: fresh.connectionString, deps: t.deps }));
      try {
        await Promise.all(queues.map((q) => q.start()));
        expect((await queues[0]!.boss.getQueues()).length).toBeGreaterThan(0);
      } finally {
        await Promise.all(queues.map((q) => q.stop()));
        await fresh.drop();
      }
    }
  });
});
