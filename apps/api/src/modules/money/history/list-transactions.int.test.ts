import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createMoneyUser, moveClockToMidday, reportUser, type MoneyTestUser } from '../testing/money-test-helpers';

let t: TestApp;
let ama: MoneyTestUser;
let kofi: MoneyTestUser;
let efua: MoneyTestUser;
let stranger: MoneyTestUser;
const sentIds: number[] = [];

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
  ama = await createMoneyUser(t, { balance: 500_00n, firstName: 'Ama', lastName: 'Mensah', phoneNumber: '+233241230001' });
  kofi = await createMoneyUser(t, { balance: 500_00n, firstName: 'Kofi', lastName: 'Boateng', phoneNumber: '+233551230002' });
  efua = await createMoneyUser(t, { balance: 500_00n, firstName: 'Efua', lastName: 'Addo', phoneNumber: '+233261230003' });
  stranger = await createMoneyUser(t, { balance: 500_00n, firstName: 'Yaw', lastName: 'Stranger' });
  const send = async (from: MoneyTestUser, to: MoneyTestUser, amount: string, message?: string) => {
    const res = await from.client.post('/api/send-money', { amount, recipientUsername: to.username, message });
    expect(res.status, res.text).toBe(200);
    return res.body.id as number;
  };
  sentIds.push(await send(ama, kofi, '1.00', 'Waakye'));
  sentIds.push(await send(kofi, ama, '2.00', 'Kelewele'));
  sentIds.push(await send(ama, efua, '3.00', 'Trotro fare'));
  sentIds.push(await send(efua, ama, '4.00'));
  sentIds.push(await send(ama, kofi, '5.00', 'Data bundle'));
  await send(stranger, kofi, '6.00', 'Not for Ama');
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/transactions', () => {
  it('lists what I sent and received, newest first, and nobody else’s', async () => {
    const res = await ama.client.get('/api/transactions');
    expect(res.status, res.text).toBe(200);
    expect(res.body.map((tx: { id: number }) => tx.id)).toEqual([...sentIds].reverse());
    expect(res.body[0]).toMatchObject({ senderName: 'Ama Mensah', recipientName: 'Kofi Boateng', amount: '5.00', message: 'Data bundle' });
    expect(res.body[1]).toMatchObject({ senderName: 'Efua Addo', recipientId: ama.id, amount: '4.00' });
  });

  it('pages with limit and cursor (the last id of the previous page)', async () => {
    const first = await ama.client.get('/api/transactions?limit=2');
    expect(first.body.map((tx: { id: number }) => tx.id)).toEqual([sentIds[4], sentIds[3]]);
    const second = await ama.client.get(`/api/transactions?limit=2&cursor=${first.body[1].id}`);
    expect(second.body.map((tx: { id: number }) => tx.id)).toEqual([sentIds[2], sentIds[1]]);
    const third = await ama.client.get(`/api/transactions?limit=2&cursor=${second.body[1].id}`);
    expect(third.body.map((tx: { id: number }) => tx.id)).toEqual([sentIds[0]]);
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=abc', 'limit must be a whole number from 1 to 100'],
    ['cursor=-1', 'Invalid cursor'],
  ])('refuses ?%s (400)', async (query, message) => {
    const res = await ama.client.get(`/api/transactions?${query}`);
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    ['kofi', [4, 1, 0]],
    ['BOATENG', [4, 1, 0]],
    ['Kofi Boateng', [4, 1, 0]],
    ['efua', [3, 2]],
    ['trotro', [2]],
    ['055123', [4, 1, 0]],
    ['+23326', [3, 2]],
  ])('searches counterparty, phone and message: %s', async (search, indexes) => {
    const res = await ama.client.get(`/api/transactions?search=${encodeURIComponent(search)}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.map((tx: { id: number }) => tx.id)).toEqual(indexes.map((i) => sentIds[i]));
  });

  it.each([
    ['3.00', [2]],
    ['4', [3]],
    ['₵5.00', [4]],
    ['6.00', []],
  ])('finds the payments of an amount typed in the box ("…or amount"): %s', async (search, indexes) => {
    const res = await ama.client.get(`/api/transactions?search=${encodeURIComponent(search)}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.map((tx: { id: number }) => tx.id)).toEqual(indexes.map((i) => sentIds[i]));
  });

  it('searches by the GHP id and does not match my own name', async () => {
    const id = sentIds[2]!;
    const res = await ama.client.get(`/api/transactions?search=GHP${String(id).padStart(8, '0')}`);
    expect(res.body.map((tx: { id: number }) => tx.id)).toEqual([id]);
    const own = await ama.client.get('/api/transactions?search=Mensah');
    expect(own.body).toEqual([]);
    const wildcard = await ama.client.get('/api/transactions?search=%25');
    expect(wildcard.body).toEqual([]);
  });

  it('shows the sender a blocked payment, but not the would-be recipient', async () => {
    const mule = await createMoneyUser(t);
    await reportUser(t, mule.id, 3);
    const blocked = await ama.client.post('/api/send-money', { amount: '30.00', recipientUsername: mule.username });
    expect(blocked.body.status).toBe('blocked');
    expect((await ama.client.get('/api/transactions?limit=1')).body[0]).toMatchObject({ id: blocked.body.id, status: 'blocked' });
    expect((await mule.client.get('/api/transactions')).body).toEqual([]);
    expect((await mule.client.get(`/api/transactions/${blocked.body.id}`)).status).toBe(404);
  });

  it('tRPC clients may call it with no input at all', async () => {
    const res = await ama.client.get('/trpc/money.listTransactions');
    expect(res.status, res.text).toBe(200);
    const ids = res.body.result.data.json.map((tx: { id: number }) => tx.id);
    expect(ids).toEqual(expect.arrayContaining(sentIds));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('answers 401 when signed out', async () => {
    expect((await t.client().get('/api/transactions')).status).toBe(401);
  });
});

describe('GET /api/transactions/{id}', () => {
  it('shows a transaction to its sender and recipient only', async () => {
    const id = sentIds[0]!;
    expect((await ama.client.get(`/api/transactions/${id}`)).body).toMatchObject({ id, amount: '1.00' });
    expect((await kofi.client.get(`/api/transactions/${id}`)).body).toMatchObject({ id, amount: '1.00' });
    const other = await stranger.client.get(`/api/transactions/${id}`);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Transaction not found');
    expect((await ama.client.get('/api/transactions/999999')).status).toBe(404);
  });
});
