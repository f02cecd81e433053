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
      const r = await t.deps.db.selectFrom('moneyRequests').select('status').where('id', '=', String(request.body.id)).executeTakeFirstOrThrow();
      const tx = await t.deps.db.selectFrom('transactions').select('status').where('id', '=', String(held.body.id)).executeTakeFirstOrThrow();
      return r.status === 'expired' && tx.status === 'reversed';
    });
    const wallet = await t.deps.db.selectFrom('ledgerAccounts').select('balancePesewas').where('userId', '=', ama.id).executeTakeFirstOrThrow();
    expect(wallet.balancePesewas).toBe('10000');
    // Stop it: its crons run on the wall clock and must not fire in the middle of the next test.
    await queue.stop();
    queue = undefined;
  });

  it('purges expired sessions, spent rate-limit windows and old one-time codes after their lifetime; live ones stay', async () => {
    const count = async () => ({
      sessions: Number((await t.deps.db.selectFrom('sessions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
      codes: Number((await t.deps.db.selectFrom('oneTimeCodes').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
      windows: Number((await t.deps.db.selectFrom('rateLimitHits').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
    });
    // Old: a signed-in session, a sign-up code and the rate-limit windows they used.
    await createMoneyUser(t);
    await t.client().post('/api/phone/send-verification', { phoneNumber: '0245660001' });
    const old = await count();
    expect(old.sessions).toBeGreaterThan(0);
    expect(old.codes).toBeGreaterThan(0);
    expect(old.windows).toBeGreaterThan(0);

    // A day later, all of that is past its lifetime; new ones are made now and must stay.
    t.advanceClock(24 * 60 * 60_000);
    await createMoneyUser(t);
    await t.client().post('/api/phone/send-verification', { phoneNumber: '0245660002' });
    const live = { sessions: 1, codes: 1 };

    // Only the purge job, on a schedule that cannot fire during the test: the test runs it now.
    const purge = SCHEDULED_JOBS.find((job) => job.name === 'auth-purge-expired')!;
    queue = createJobQueue({ connectionString: await testDatabaseUrl(), deps: t.deps, pollingIntervalSeconds: 0.5, jobs: [{ ...purge, cron: '0 0 1 1 *' }] });
    await queue.start();
    await queue.runNow('auth-purge-expired');
    await waitFor(async () => {
      const now = await count();
      return now.sessions === live.sessions && now.codes === live.codes;
    });
    const after = await count();
    const windows = await t.deps.db.selectFrom('rateLimitHits').select('windowStart').execute();
    expect(windows.every((w) => w.windowStart.getTime() > t.deps.now().getTime() - 2 * 60 * 60_000)).toBe(true);
    expect(after.windows).toBeGreaterThan(0);
  });
});
