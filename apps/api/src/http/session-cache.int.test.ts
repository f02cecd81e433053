import { APP_SLUG } from '@ghanapay/validators';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMoney } from '../modules/money/transfers/send-money-service';
import { balanceOf, countRows, createMoneyUser, moveClockToMidday } from '../modules/money/testing/money-test-helpers';
import { startTestApp, type TestApp } from '../testing/test-app';
import { SessionCache } from './session-cache';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
});
afterAll(async () => {
  await t?.close();
});

async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

describe('sessions kept in memory', () => {
  it('serves a signed-in person from memory, and refuses them as soon as another process signs them out', async () => {
    const user = await createMoneyUser(t);
    expect((await user.client.get('/api/auth/user')).status).toBe(200);
    const sid = (await t.deps.db.selectFrom('sessions').select('sid').where('userId', '=', user.id).executeTakeFirstOrThrow()).sid;
    expect(t.deps.sessionCache!.get(sid, t.deps.now())).toBeDefined();
    // Another API process (or an operator) deletes the row: this process hears of it from PostgreSQL
    // (a NOTIFY that arrives within milliseconds; without it the entry would live for a minute).
    await t.deps.db.deleteFrom('sessions').where('userId', '=', user.id).execute();
    await until(() => t.deps.sessionCache!.get(sid, t.deps.now()) === undefined, 'the notification');
    expect((await user.client.get('/api/auth/user')).status).toBe(401);
  });

  it('a session rewritten elsewhere is read again, not served stale', async () => {
    const user = await createMoneyUser(t);
    expect((await user.client.get('/api/auth/user')).status).toBe(200);
    const sid = (await t.deps.db.selectFrom('sessions').select('sid').where('userId', '=', user.id).executeTakeFirstOrThrow()).sid;
    // Another process ends the session by rewriting it without a user.
    await sql`UPDATE sessions SET sess = sess - 'userId', user_id = NULL WHERE sid = ${sid}`.execute(t.deps.db);
    await until(() => t.deps.sessionCache!.get(sid, t.deps.now()) === undefined, 'the notification');
    expect((await user.client.get('/api/auth/user')).status).toBe(401);
  });

  it('forgets everything when its connection drops, and caches nothing until it listens again', async () => {
    const cache = new SessionCache(t.connectionString, { reconnectMs: 50 });
    await cache.start();
    const now = new Date();
    cache.fill('sid-1', { sess: { userId: 'x' }, expire: new Date(now.getTime() + 60_000) }, cache.readGeneration);
    expect(cache.get('sid-1', now)).toBeDefined();
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${`${APP_SLUG}-sessions`} AND datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'LISTEN%'`.execute(
      t.deps.db,
    );
    await until(() => cache.get('sid-1', now) === undefined, 'the cache to notice its lost connection');
    cache.fill('sid-2', { sess: { userId: 'y' }, expire: new Date(now.getTime() + 60_000) }, cache.readGeneration);
    expect(cache.get('sid-2', now)).toBeUndefined();
    // It listens again by itself, and then caches again.
    await until(() => {
      cache.fill('sid-3', { sess: { userId: 'z' }, expire: new Date(now.getTime() + 60_000) }, cache.readGeneration);
      return cache.get('sid-3', now) !== undefined;
    }, 'the cache to listen again');
    await cache.stop();
  });

  it('does not keep a row read before a drop of the same session (a sign-out racing a read)', async () => {
    const cache = new SessionCache(t.connectionString);
    await cache.start();
    const now = new Date();
    const generation = cache.readGeneration;
    cache.drop('sid-raced');
    cache.fill('sid-raced', { sess: { userId: 'x' }, expire: new Date(now.getTime() + 60_000) }, generation);
    expect(cache.get('sid-raced', now)).toBeUndefined();
    cache.fill('sid-expired', { sess: { userId: 'x' }, expire: new Date(now.getTime() - 1) }, cache.readGeneration);
    expect(cache.get('sid-expired', now)).toBeUndefined();
    await cache.stop();
  });

  it('moves no money on a session revoked a moment before the payment commits (send_payment checks the row)', async () => {
    const sender = await createMoneyUser(t, { balance: 100_00n });
    const recipient = await createMoneyUser(t);
    const before = await countRows(t, 'transactions');
    await expect(
      sendMoney(
        t.deps,
        { senderId: sender.id, amountPesewas: 10_00n, recipient: { username: recipient.username }, message: null },
        { idempotency: null, sessionId: 'a-session-that-was-just-revoked' },
      ),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await countRows(t, 'transactions')).toBe(before);
    expect(await balanceOf(t, sender.id)).toBe(100_00n);
    expect(await balanceOf(t, recipient.id)).toBe(0n);
  });
});
