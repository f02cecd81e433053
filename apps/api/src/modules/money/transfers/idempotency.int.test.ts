import { randomUUID } from 'node:crypto';
import { creditFromFunding } from '@ghanapay/ledger';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { hashRequest } from '../../idempotency';
import {
  balanceOf,
  countRows,
  createMoneyUser,
  moveClockToMidday,
  reportUser,
  signIn,
  type MoneyTestUser,
} from '../testing/money-test-helpers';

let t: TestApp;
let ama: MoneyTestUser;
let kofi: MoneyTestUser;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
  ama = await createMoneyUser(t, { balance: 1_000_00n, firstName: 'Ama', lastName: 'Mensah' });
  kofi = await createMoneyUser(t, { firstName: 'Kofi', lastName: 'Boateng' });
});

afterAll(async () => {
  await t?.close();
});

const key = () => `key-${randomUUID()}`;
const withKey = (k: string) => ({ 'Idempotency-Key': k });

describe('Idempotency-Key on POST /api/send-money', () => {
  it('a replay with the same key and body returns the first response and moves money once', async () => {
    const k = key();
    const body = { amount: '10.00', recipientUsername: kofi.username, message: 'Rent share' };
    const before = { ama: await balanceOf(t, ama.id), tx: await countRows(t, 'transactions') };
    const first = await ama.client.post('/api/send-money', body, withKey(k));
    expect(first.status, first.text).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const second = await ama.client.post(
      '/api/send-money',
      { message: 'Rent share', recipientUsername: kofi.username, amount: '10.0' },
      withKey(k),
    );
    expect(second.status, second.text).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceOf(t, ama.id)).toBe(before.ama - 10_00n);
    expect(await countRows(t, 'transactions')).toBe(before.tx + 1);
  });

  it('keeps the key for at least 24 hours', async () => {
    const k = key();
    await ama.client.post('/api/send-money', { amount: '1.00', recipientUsername: kofi.username }, withKey(k));
    const row = await t.deps.db.selectFrom('idempotencyKeys').selectAll().where('key', '=', k).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ userId: ama.id, operation: 'send-money', state: 'completed', responseStatus: 200 });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(24 * 60 * 60 * 1000);
  });

  it('the same key with a different body is a 422 and moves nothing', async () => {
    const k = key();
    await ama.client.post('/api/send-money', { amount: '2.00', recipientUsername: kofi.username }, withKey(k));
    const balance = await balanceOf(t, ama.id);
    const tx = await countRows(t, 'transactions');
    const res = await ama.client.post('/api/send-money', { amount: '3.00', recipientUsername: kofi.username }, withKey(k));
    expect(res.status, res.text).toBe(422);
    expect(res.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balanceOf(t, ama.id)).toBe(balance);
    expect(await countRows(t, 'transactions')).toBe(tx);
    // Also when the key is reused for another operation.
    const other = await ama.client.post('/api/money-requests', { payerId: kofi.id, amount: '2.00' }, withKey(k));
    expect(other.status, other.text).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('a replay while the first is still in progress is a 409 (key row left in_progress)', async () => {
    const k = key();
    const now = t.deps.now();
    await t.deps.db
      .insertInto('idempotencyKeys')
      .values({
        userId: ama.id,
        key: k,
        operation: 'send-money',
        requestHash: hashRequest('send-money', { amount: 5_00n, recipientUsername: kofi.username }),
        state: 'in_progress',
        createdAt: now,
        expiresAt: new Date(now.getTime() + 86_400_000),
      })
      .execute();
    const balance = await balanceOf(t, ama.id);
    const res = await ama.client.post('/api/send-money', { amount: '5.00', recipientUsername: kofi.username }, withKey(k));
    expect(res.status, res.text).toBe(409);
    expect(res.body.code).toBe('IDEMPOTENCY_IN_FLIGHT');
    expect(await balanceOf(t, ama.id)).toBe(balance);
  });

  it('a replay while the first still holds the key’s lock is a 409', async () => {
    const k = key();
    const lockName = `${ama.id}:${k}`;
    // One dedicated connection holds what a running first request holds for its transaction.
    await t.deps.db.connection().execute(async (holder) => {
      await sql`SELECT pg_advisory_lock(hashtextextended(${lockName}, 0))`.execute(holder);
      try {
        const res = await ama.client.post('/api/send-money', { amount: '5.00', recipientUsername: kofi.username }, withKey(k));
        expect(res.status, res.text).toBe(409);
        expect(res.body.code).toBe('IDEMPOTENCY_IN_FLIGHT');
      } finally {
        await sql`SELECT pg_advisory_unlock(hashtextextended(${lockName}, 0))`.execute(holder);
      }
    });
    // The 409 was not remembered: once the lock is gone the request runs.
    const after = await ama.client.post('/api/send-money', { amount: '5.00', recipientUsername: kofi.username }, withKey(k));
    expect(after.status, after.text).toBe(200);
  });

  it('a refused first attempt (422) is remembered: the replay gets the same error even after a top-up', async () => {
    const poor = await createMoneyUser(t, { balance: 1_00n });
    const k = key();
    const body = { amount: '50.00', recipientUsername: kofi.username };
    const first = await poor.client.post('/api/send-money', body, withKey(k));
    expect(first.status, first.text).toBe(422);
    await creditFromFunding(t.deps.db, { userId: poor.id, amountPesewas: 100_00n });
    const replay = await poor.client.post('/api/send-money', body, withKey(k));
    expect(replay.status, replay.text).toBe(422);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceOf(t, poor.id)).toBe(101_00n);
    // A new attempt (a new key) goes through.
    const fresh = await poor.client.post('/api/send-money', body, withKey(key()));
    expect(fresh.status, fresh.text).toBe(200);
    expect(await balanceOf(t, poor.id)).toBe(51_00n);
  });

  it('a request rejected by validation (400) stores nothing, so the corrected body may use the key', async () => {
    const k = key();
    const keys = await countRows(t, 'idempotencyKeys');
    const bad = await ama.client.post('/api/send-money', { amount: '', recipientUsername: kofi.username }, withKey(k));
    expect(bad.status).toBe(400);
    expect(await countRows(t, 'idempotencyKeys')).toBe(keys);
    const good = await ama.client.post('/api/send-money', { amount: '1.00', recipientUsername: kofi.username }, withKey(k));
    expect(good.status, good.text).toBe(200);
  });

  it('keys belong to a user: two users may use the same key', async () => {
    const k = key();
    const other = await createMoneyUser(t, { balance: 10_00n });
    const a = await ama.client.post('/api/send-money', { amount: '1.00', recipientUsername: kofi.username }, withKey(k));
    const b = await other.client.post('/api/send-money', { amount: '1.00', recipientUsername: kofi.username }, withKey(k));
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.id).not.toBe(a.body.id);
  });

  it('refuses a key longer than 255 characters', async () => {
    const res = await ama.client.post('/api/send-money', { amount: '1.00', recipientUsername: kofi.username }, withKey('k'.repeat(256)));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Idempotency key must be 1 to 255 characters');
  });

  it('tRPC clients send the key as the idempotencyKey input field', async () => {
    const k = key();
    const balance = await balanceOf(t, ama.id);
    const input = { json: { amount: '4.00', recipientUsername: kofi.username, idempotencyKey: k } };
    const first = await ama.client.post('/trpc/money.sendMoney', input);
    const second = await ama.client.post('/trpc/money.sendMoney', input);
    expect(first.status, first.text).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await balanceOf(t, ama.id)).toBe(balance - 4_00n);
  });
});

describe('Idempotency-Key on the other money-moving calls', () => {
  it('POST /api/transactions', async () => {
    const k = key();
    const body = { recipientId: kofi.id, amount: '6.00', transactionType: 'send' };
    const balance = await balanceOf(t, ama.id);
    const first = await ama.client.post('/api/transactions', body, withKey(k));
    const second = await ama.client.post('/api/transactions', body, withKey(k));
    expect(second.body).toEqual(first.body);
    expect(await balanceOf(t, ama.id)).toBe(balance - 6_00n);
  });

  it('PATCH /api/transactions/{id}/status: proceeding twice with one key transfers once', async () => {
    const mule = await createMoneyUser(t);
    await reportUser(t, mule.id, 3);
    const sender = await createMoneyUser(t, { balance: 100_00n });
    const blocked = await sender.client.post('/api/send-money', { amount: '30.00', recipientUsername: mule.username });
    expect(blocked.body.status).toBe('blocked');
    const k = key();
    const first = await sender.client.patch(`/api/transactions/${blocked.body.id}/status`, { status: 'pending' }, withKey(k));
    const second = await sender.client.patch(`/api/transactions/${blocked.body.id}/status`, { status: 'pending' }, withKey(k));
    expect(first.status, first.text).toBe(200);
    expect(second.status, second.text).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.body.status).toBe('completed');
    expect(await balanceOf(t, sender.id)).toBe(70_00n);
    // The same key naming another transaction is another request.
    const other = await sender.client.patch(`/api/transactions/${blocked.body.id + 1000}/status`, { status: 'pending' }, withKey(k));
    expect(other.status).toBe(422);
  });

  it('POST /api/money-requests and /respond', async () => {
    const k = key();
    const requests = await countRows(t, 'moneyRequests');
    const body = { payerId: ama.id, amount: '8.00', message: 'Tickets' };
    const first = await kofi.client.post('/api/money-requests', body, withKey(k));
    const second = await kofi.client.post('/api/money-requests', body, withKey(k));
    expect(first.status, first.text).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await countRows(t, 'moneyRequests')).toBe(requests + 1);

    const balance = await balanceOf(t, ama.id);
    const rk = key();
    const approve1 = await ama.client.post(`/api/money-requests/${first.body.id}/respond`, { action: 'approve' }, withKey(rk));
    const approve2 = await ama.client.post(`/api/money-requests/${first.body.id}/respond`, { action: 'approve' }, withKey(rk));
    expect(approve1.status, approve1.text).toBe(200);
    expect(approve2.body).toEqual(approve1.body);
    expect(await balanceOf(t, ama.id)).toBe(balance - 8_00n);
    // Without the key, a second answer is a state error.
    const again = await ama.client.post(`/api/money-requests/${first.body.id}/respond`, { action: 'approve' });
    expect(again.status).toBe(409);
  });
});

// Last: moving the clock a day on ends every session of this file.
describe('key expiry', () => {
  it('an expired key is forgotten', async () => {
    const k = key();
    await ama.client.post('/api/send-money', { amount: '1.00', recipientUsername: kofi.username }, withKey(k));
    t.advanceClock(24 * 60 * 60 * 1000 + 1_000);
    ama.client = await signIn(t, ama.username);
    const balance = await balanceOf(t, ama.id);
    const res = await ama.client.post('/api/send-money', { amount: '2.00', recipientUsername: kofi.username }, withKey(k));
    expect(res.status, res.text).toBe(200);
    expect(res.body.amount).toBe('2.00');
    expect(await balanceOf(t, ama.id)).toBe(balance - 2_00n);
  });
});
