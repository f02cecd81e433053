import { auditLedger } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { MONEY_REQUEST_TTL_MS } from '../money-policy';
import { expireOverdueMoneyRequests } from './money-request-service';
import { balanceOf, createMoneyUser, moneyFootprint, moveClockToMidday, signIn, type MoneyTestUser } from '../testing/money-test-helpers';

let t: TestApp;
let ama: MoneyTestUser;
let kofi: MoneyTestUser;
let stranger: MoneyTestUser;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
  ama = await createMoneyUser(t, { balance: 100_00n, firstName: 'Ama', lastName: 'Mensah' });
  kofi = await createMoneyUser(t, { balance: 0n, firstName: 'Kofi', lastName: 'Boateng' });
  stranger = await createMoneyUser(t, { balance: 100_00n });
});

afterAll(async () => {
  await t?.close();
});

async function requestFromAma(amount: string, message?: string) {
  const res = await kofi.client.post('/api/money-requests', { payerId: ama.id, amount, message });
  expect(res.status, res.text).toBe(200);
  return res.body as { id: number };
}

describe('POST /api/money-requests', () => {
  it('creates a pending request that expires in 7 days', async () => {
    const res = await kofi.client.post('/api/money-requests', { payerId: ama.id, amount: '25.50', message: 'Dinner' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      requesterId: kofi.id,
      payerId: ama.id,
      amount: '25.50',
      message: 'Dinner',
      status: 'pending',
      transactionId: null,
      respondedAt: null,
      requesterName: 'Kofi Boateng',
      payerName: 'Ama Mensah',
    });
    expect(new Date(res.body.expiresAt).getTime() - new Date(res.body.requestedAt).getTime()).toBe(MONEY_REQUEST_TTL_MS);
  });

  it.each([
    [{ amount: '5.00' }, 400, 'Please choose who should pay'],
    [{ payerId: '', amount: '5.00' }, 400, 'Please choose who should pay'],
    [{ payerId: 'PAYER', amount: '' }, 400, 'Amount is required'],
    [{ payerId: 'PAYER', amount: '0' }, 400, 'Amount must be a positive number'],
    [{ payerId: 'PAYER', amount: '1.234' }, 400, 'Amount can have at most 2 decimal places'],
    // Finding 3.11: a request for ₵999,999,999,999.99 was accepted.
    [{ payerId: 'PAYER', amount: '999999999999.99' }, 400, 'Amount cannot exceed ₵25,000.00 per transaction'],
    [{ payerId: 'PAYER', amount: '25000.01' }, 400, 'Amount cannot exceed ₵25,000.00 per transaction'],
    [{ payerId: 'SELF', amount: '5.00' }, 400, 'You cannot request money from yourself'],
    [{ payerId: 'not-a-user', amount: '5.00' }, 404, 'User not found'],
    [{ payerId: '00000000-0000-4000-8000-000000000000', amount: '5.00' }, 404, 'User not found'],
  ])('%j → %i "%s", nothing written', async (body: Record<string, string>, status, message) => {
    const payerId = body.payerId === 'PAYER' ? ama.id : body.payerId === 'SELF' ? kofi.id : body.payerId;
    const before = await moneyFootprint(t);
    const res = await kofi.client.post('/api/money-requests', { ...body, ...(payerId !== undefined ? { payerId } : {}) });
    expect(res.status, res.text).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await moneyFootprint(t)).toEqual(before);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.client().post('/api/money-requests', { payerId: ama.id, amount: '1.00' })).status).toBe(401);
  });
});

describe('GET /api/money-requests/pending', () => {
  it('lists the requests I have to pay, with the requester’s details', async () => {
    const request = await requestFromAma('3.00', 'Sobolo');
    const res = await ama.client.get('/api/money-requests/pending');
    expect(res.status, res.text).toBe(200);
    expect(res.body[0]).toEqual({
      id: request.id,
      requesterId: kofi.id,
      requesterName: 'Kofi Boateng',
      requesterUsername: kofi.username,
      requesterProfileImage: null,
      amount: '3.00',
      message: 'Sobolo',
      requestedAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    // The requester does not see their own request as something to pay.
    expect((await kofi.client.get('/api/money-requests/pending')).body).toEqual([]);
  });
});

describe('POST /api/money-requests/{id}/respond', () => {
  it('approving pays the requester at once', async () => {
    const request = await requestFromAma('12.50');
    const before = { ama: await balanceOf(t, ama.id), kofi: await balanceOf(t, kofi.id) };
    const res = await ama.client.post(`/api/money-requests/${request.id}/respond`, { action: 'approve' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ message: 'Payment of ₵12.50 sent to Kofi Boateng', status: 'approved' });
    expect(await balanceOf(t, ama.id)).toBe(before.ama - 12_50n);
    expect(await balanceOf(t, kofi.id)).toBe(before.kofi + 12_50n);
    const tx = await kofi.client.get(`/api/transactions/${res.body.transactionId}`);
    expect(tx.body).toMatchObject({
      senderId: ama.id,
      recipientId: kofi.id,
      amount: '12.50',
      status: 'completed',
      transactionType: 'request_payment',
    });
    expect((await ama.client.get('/api/money-requests/pending')).body.map((r: { id: number }) => r.id)).not.toContain(request.id);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('rejecting moves nothing', async () => {
    const request = await requestFromAma('2.00');
    const before = await moneyFootprint(t);
    const balance = await balanceOf(t, ama.id);
    const res = await ama.client.post(`/api/money-requests/${request.id}/respond`, { action: 'reject' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ message: 'Request rejected', status: 'rejected', transactionId: null });
    expect(await balanceOf(t, ama.id)).toBe(balance);
    expect((await moneyFootprint(t)).entries).toBe(before.entries);
  });

  it('responding twice is a 409', async () => {
    const request = await requestFromAma('1.00');
    await ama.client.post(`/api/money-requests/${request.id}/respond`, { action: 'reject' });
    const again = await ama.client.post(`/api/money-requests/${request.id}/respond`, { action: 'approve' });
    expect(again.status, again.text).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', message: 'This request was already rejected' });
  });

  it('approving without the money is a 422 and the request stays pending', async () => {
    const request = await requestFromAma('1000.00');
    const before = await moneyFootprint(t);
    const res = await ama.client.post(`/api/money-requests/${request.id}/respond`, { action: 'approve' });
    expect(res.status, res.text).toBe(422);
    expect(res.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance' });
    expect(await moneyFootprint(t)).toEqual(before);
    expect((await ama.client.get('/api/money-requests/pending')).body.map((r: { id: number }) => r.id)).toContain(request.id);
  });

  it('only the payer may respond: the requester and strangers get 404', async () => {
    const request = await requestFromAma('1.00');
    for (const user of [kofi, stranger]) {
      const res = await user.client.post(`/api/money-requests/${request.id}/respond`, { action: 'approve' });
      expect(res.status, res.text).toBe(404);
      expect(res.body.message).toBe('Money request not found');
    }
    expect((await ama.client.get('/api/money-requests/pending')).body.map((r: { id: number }) => r.id)).toContain(request.id);
    expect((await t.client().post(`/api/money-requests/${request.id}/respond`, { action: 'approve' })).status).toBe(401);
  });

  it.each([
    [{ action: 'maybe' }, 'Action must be approve or reject'],
    [{}, 'Action must be approve or reject'],
  ])('refuses %j (400)', async (body, message) => {
    const request = await requestFromAma('1.00');
    const res = await ama.client.post(`/api/money-requests/${request.id}/respond`, body);
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

// Last: moving the clock 7 days ends this file's sessions.
describe('expiry', () => {
  it('an overdue request can no longer be paid, and the expiry job marks it expired', async () => {
    const request = await requestFromAma('4.00');
    t.advanceClock(MONEY_REQUEST_TTL_MS - 60_000);
    // Sessions end after 12 hours: sign in again.
    kofi.client = await signIn(t, kofi.username);
    ama.client = await signIn(t, ama.username);
    const stillFresh = await requestFromAma('5.00');
    t.advanceClock(120_000);

    const pending = (await ama.client.get('/api/money-requests/pending')).body.map((r: { id: number }) => r.id);
    expect(pending).not.toContain(request.id);
    expect(pending).toContain(stillFresh.id);
    const late = await ama.client.post(`/api/money-requests/${request.id}/respond`, { action: 'approve' });
    expect(late.status, late.text).toBe(409);
    expect(late.body.message).toBe('This request has expired');

    const expired = await expireOverdueMoneyRequests(t.deps);
    expect(expired).toBeGreaterThanOrEqual(2);
    const row = await t.deps.db.selectFrom('moneyRequests').select('status').where('id', '=', String(request.id)).executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    const kept = await t.deps.db
      .selectFrom('moneyRequests')
      .select('status')
      .where('id', '=', String(stillFresh.id))
      .executeTakeFirstOrThrow();
    expect(kept.status).toBe('pending');
    expect(await expireOverdueMoneyRequests(t.deps)).toBe(0);
  });
});

describe('a request older than the ₵25,000 ceiling', () => {
  it('cannot be paid (the ceiling holds on every path), changes nothing, and can still be rejected', async () => {
    const payer = await createMoneyUser(t, { balance: 30_000_00n });
    const requester = await createMoneyUser(t);
    // Written as an old row would be: the API refuses to create such a request today.
    const row = await t.deps.db
      .insertInto('moneyRequests')
      .values({
        requesterId: requester.id,
        payerId: payer.id,
        amountPesewas: '3000000',
        message: 'Old request',
        expiresAt: new Date(t.deps.now().getTime() + 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const footprint = await moneyFootprint(t);
    const approve = await payer.client.post(`/api/money-requests/${row.id}/respond`, { action: 'approve' });
    expect(approve.status).toBe(400);
    expect(approve.body.message).toBe('Amount cannot exceed ₵25,000.00 per transaction');
    expect(await moneyFootprint(t)).toEqual(footprint);
    expect(await balanceOf(t, payer.id)).toBe(30_000_00n);
    const reject = await payer.client.post(`/api/money-requests/${row.id}/respond`, { action: 'reject' });
    expect(reject.status).toBe(200);
    expect(reject.body.status).toBe('rejected');
  });
});
