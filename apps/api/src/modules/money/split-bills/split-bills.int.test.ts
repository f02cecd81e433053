import { auditLedger } from '@ghanapay/ledger';
import { parseCedis } from '@ghanapay/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { MONEY_REQUEST_TTL_MS } from '../money-policy';
import { expireOverdueMoneyRequests } from '../requests/money-request-service';
import { balanceOf, createMoneyUser, moneyFootprint, moveClockToMidday, signIn, type MoneyTestUser } from '../testing/money-test-helpers';

let t: TestApp;
let ama: MoneyTestUser;
let kofi: MoneyTestUser;
let esi: MoneyTestUser;
let yaw: MoneyTestUser;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
  ama = await createMoneyUser(t, { balance: 500_00n, firstName: 'Ama', lastName: 'Mensah' });
  kofi = await createMoneyUser(t, { balance: 500_00n, firstName: 'Kofi', lastName: 'Boateng' });
  esi = await createMoneyUser(t, { balance: 500_00n, firstName: 'Esi', lastName: 'Owusu' });
  yaw = await createMoneyUser(t, { balance: 500_00n, firstName: 'Yaw', lastName: 'Darko' });
});

afterAll(async () => {
  await t?.close();
});

interface Participant {
  userId: string;
  name: string;
  amount: string;
  status: string;
  isCreator: boolean;
  requestId: number | null;
}
interface Bill {
  id: number;
  status: string;
  paidCount: number;
  requestCount: number;
  collectedAmount: string;
  pendingAmount: string;
  participants: Participant[];
}

const person = (u: MoneyTestUser, amount?: string) => ({ userId: u.id, name: u.name, email: u.email, ...(amount ? { amount } : {}) });

async function createBill(body: Record<string, unknown>, by = ama): Promise<Bill> {
  const res = await by.client.post('/api/split-bills', body);
  expect(res.status, res.text).toBe(200);
  return res.body as Bill;
}

const shareOf = (bill: Bill, u: MoneyTestUser) => bill.participants.find((p) => p.userId === u.id)!;
const splitBillCount = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('splitBills')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function respond(u: MoneyTestUser, bill: Bill, action: 'approve' | 'reject') {
  const res = await u.client.post(`/api/money-requests/${shareOf(bill, u).requestId}/respond`, { action });
  expect(res.status, res.text).toBe(200);
}

describe('POST /api/split-bills: the spec’s messages, nothing written', () => {
  it.each([
    [{ totalAmount: '100.00' }, 'Description is required'],
    [{ description: '   ', totalAmount: '100.00' }, 'Description is required'],
    [{ description: 'Dinner' }, 'Total amount is required'],
    [{ description: 'Dinner', totalAmount: '' }, 'Total amount is required'],
    [{ description: 'Dinner', totalAmount: 'abc' }, 'Total amount must be a valid positive number'],
    [{ description: 'Dinner', totalAmount: '0' }, 'Total amount must be a valid positive number'],
    [{ description: 'Dinner', totalAmount: '-5' }, 'Total amount must be a valid positive number'],
    [{ description: 'Dinner', totalAmount: '100.00', participants: 'ME' }, 'At least 2 participants are required'],
    [{ description: 'Dinner', totalAmount: '100.00', participants: [] }, 'At least 2 participants are required'],
    [
      { description: 'Dinner', totalAmount: '100.00', participants: 'CUSTOM_OFF' },
      'Amount Mismatch: the amounts add up to ₵90.00, not ₵100.00',
    ],
    [{ description: 'Dinner', totalAmount: '100.00', participants: 'TWICE' }, 'Each person can be added only once'],
  ])('%j → 400 "%s"', async (body: Record<string, unknown>, message) => {
    const participants =
      body.participants === 'ME'
        ? [person(ama, '100.00')]
        : body.participants === 'CUSTOM_OFF'
          ? [person(ama, '30.00'), person(kofi, '30.00'), person(esi, '30.00')]
          : body.participants === 'TWICE'
            ? [person(ama), person(kofi), person(kofi)]
            : (body.participants ?? [person(ama), person(kofi)]);
    const before = { money: await moneyFootprint(t), bills: await splitBillCount() };
    const res = await ama.client.post('/api/split-bills', { ...body, participants });
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(message);
    expect({ money: await moneyFootprint(t), bills: await splitBillCount() }).toEqual(before);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.client().post('/api/split-bills', { description: 'x', totalAmount: '1.00', participants: [] });
    expect(res.status).toBe(401);
  });
});

describe('creating a bill', () => {
  it('₵100.00 among 3, equal: 33.34 for the creator, one 33.33 request to each of the others, who are told', async () => {
    const before = await moneyFootprint(t);
    const bill = await createBill({
      description: 'Dinner at Buka',
      totalAmount: '100.00',
      splitMethod: 'equal',
      participants: [person(ama), person(kofi), person(esi)],
    });
    expect(bill).toMatchObject({ description: 'Dinner at Buka', totalAmount: '100.00', splitMethod: 'equal', status: 'open' });
    expect(bill.participants.map((p) => [p.name, p.amount, p.status])).toEqual([
      ['Ama Mensah', '33.34', 'creator'],
      ['Kofi Boateng', '33.33', 'pending'],
      ['Esi Owusu', '33.33', 'pending'],
    ]);
    expect((await moneyFootprint(t)).requests).toBe(before.requests + 2);
    const pending = (await kofi.client.get('/api/money-requests/pending')).body;
    expect(pending[0]).toMatchObject({
      id: shareOf(bill, kofi).requestId,
      requesterName: 'Ama Mensah',
      amount: '33.33',
      message: 'Split bill: Dinner at Buka',
    });
    await expect
      .poll(() => t.notifier.outbox.some((m) => m.to === esi.email && m.subject?.includes('Ama Mensah asked you for ₵33.33')))
      .toBe(true);
  });

  it('the creator is always a participant, added first when the client leaves them out', async () => {
    const bill = await createBill({ description: 'Taxi', totalAmount: '10.00', participants: [person(kofi)] });
    expect(bill.participants.map((p) => [p.userId, p.amount, p.isCreator])).toEqual([
      [ama.id, '5.00', true],
      [kofi.id, '5.00', false],
    ]);
  });

  it('custom amounts a pesewa short of the total: the creator’s share takes the difference', async () => {
    const bill = await createBill({
      description: 'Groceries',
      totalAmount: 100,
      participants: [person(ama, '33.33'), person(kofi, '33.33'), person(esi, '33.33')],
    });
    expect(bill.participants.map((p) => p.amount)).toEqual(['33.34', '33.33', '33.33']);
    expect(bill).toMatchObject({ splitMethod: 'custom', totalAmount: '100.00', pendingAmount: '66.66' });
  });

  it('shares always add up to the total (seeded loop through the API)', async () => {
    let seed = 14;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let i = 0; i < 8; i++) {
      const pesewas = 300 + (next() % 1_000_000);
      const others = [kofi, esi, yaw].slice(0, 1 + (next() % 3));
      const total = `${Math.floor(pesewas / 100)}.${String(pesewas % 100).padStart(2, '0')}`;
      const bill = await createBill({
        description: `Seeded ${i}`,
        totalAmount: total,
        splitMethod: 'equal',
        participants: others.map((u) => person(u)),
      });
      const sum = bill.participants.reduce((a, p) => a + parseCedis(p.amount), 0n);
      expect(sum, total).toBe(BigInt(pesewas));
    }
  });

  it('is idempotent: the same key twice is one bill and one set of requests', async () => {
    const body = { description: 'Kenkey', totalAmount: '20.00', participants: [person(ama), person(kofi)] };
    const before = await moneyFootprint(t);
    const first = await ama.client.post('/api/split-bills', body, { 'Idempotency-Key': 'split-kenkey' });
    const again = await ama.client.post('/api/split-bills', body, { 'Idempotency-Key': 'split-kenkey' });
    expect(again.status, again.text).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await moneyFootprint(t)).requests).toBe(before.requests + 1);
  });

  it('an unknown participant is a 404 and nothing is written', async () => {
    const before = { money: await moneyFootprint(t), bills: await splitBillCount() };
    const res = await ama.client.post('/api/split-bills', {
      description: 'Ghost',
      totalAmount: '30.00',
      participants: [person(kofi), { userId: '00000000-0000-4000-8000-000000000000', name: 'Nobody', email: 'x@example.com' }],
    });
    expect(res.status, res.text).toBe(404);
    expect(res.body.message).toBe('User not found');
    expect({ money: await moneyFootprint(t), bills: await splitBillCount() }).toEqual(before);
  });
});

describe('blocking', () => {
  it('someone who blocked the creator is unknown to them (404), someone the creator blocked is a 403: all or nothing', async () => {
    const blocker = await createMoneyUser(t, { firstName: 'Abena', lastName: 'Blocker' });
    const blocked = await createMoneyUser(t, { firstName: 'Kwesi', lastName: 'Blocked' });
    expect((await blocker.client.post(`/api/users/${ama.id}/block`, {})).status).toBe(200);
    expect((await ama.client.post(`/api/users/${blocked.id}/block`, {})).status).toBe(200);
    const before = { money: await moneyFootprint(t), bills: await splitBillCount() };
    const theyBlocked = await ama.client.post('/api/split-bills', {
      description: 'Lunch',
      totalAmount: '30.00',
      participants: [person(kofi), person(blocker)],
    });
    expect(theyBlocked.status, theyBlocked.text).toBe(404);
    expect(theyBlocked.body.message).toBe('User not found');
    const iBlocked = await ama.client.post('/api/split-bills', {
      description: 'Lunch',
      totalAmount: '30.00',
      participants: [person(kofi), person(blocked)],
    });
    expect(iBlocked.status, iBlocked.text).toBe(403);
    expect(iBlocked.body.message).toBe('You have blocked Kwesi Blocked. Unblock them to split a bill with them');
    expect({ money: await moneyFootprint(t), bills: await splitBillCount() }).toEqual(before);
  });
});

describe('progress follows the requests', () => {
  it('paid and declined shares show on the bill; everyone paying settles it and moves the money', async () => {
    const bill = await createBill({ description: 'Fuel', totalAmount: '90.00', participants: [person(ama), person(kofi), person(esi)] });
    const amaBefore = await balanceOf(t, ama.id);
    await respond(kofi, bill, 'approve');
    await respond(esi, bill, 'reject');
    const after = (await ama.client.get(`/api/split-bills/${bill.id}`)).body as Bill;
    expect(after.participants.map((p) => p.status)).toEqual(['creator', 'paid', 'declined']);
    expect(after).toMatchObject({ status: 'closed', paidCount: 1, requestCount: 2, collectedAmount: '30.00', pendingAmount: '0.00' });
    expect(await balanceOf(t, ama.id)).toBe(amaBefore + 30_00n);

    const second = await createBill({
      description: 'Waakye',
      totalAmount: '45.00',
      participants: [person(ama), person(kofi), person(esi)],
    });
    await respond(kofi, second, 'approve');
    await respond(esi, second, 'approve');
    const settled = ((await ama.client.get('/api/split-bills')).body as Bill[]).find((b) => b.id === second.id)!;
    expect(settled).toMatchObject({ status: 'settled', paidCount: 2, collectedAmount: '30.00' });
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('lists the creator’s bills newest first; another’s bill is a 404 everywhere', async () => {
    const bill = await createBill({ description: 'Private', totalAmount: '12.00', participants: [person(kofi)] });
    const list = (await ama.client.get('/api/split-bills')).body as Bill[];
    expect(list[0]!.id).toBe(bill.id);
    expect(((await kofi.client.get('/api/split-bills')).body as Bill[]).map((b) => b.id)).not.toContain(bill.id);
    for (const [method, path] of [
      ['GET', `/api/split-bills/${bill.id}`],
      ['POST', `/api/split-bills/${bill.id}/remind`],
      ['POST', `/api/split-bills/${bill.id}/cancel`],
    ] as const) {
      const res = await kofi.client.request(method, path, method === 'POST' ? {} : undefined);
      expect(res.status, `${method} ${path} ${res.text}`).toBe(404);
      expect(res.body.message).toBe('Split bill not found');
    }
    expect((await ama.client.get('/api/split-bills/999999')).status).toBe(404);
  });
});

describe('remind and cancel the unpaid', () => {
  it('reminds the unpaid (at most once an hour) and not the one who paid', async () => {
    const bill = await createBill({
      description: 'Rent top-up',
      totalAmount: '60.00',
      participants: [person(kofi), person(esi), person(yaw)],
    });
    await respond(kofi, bill, 'approve');
    const sentBefore = t.notifier.outbox.length;
    const res = await ama.client.post(`/api/split-bills/${bill.id}/remind`, {});
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ message: '2 reminders sent', reminded: 2 });
    await expect
      .poll(() => t.notifier.outbox.slice(sentBefore).filter((m) => m.subject?.startsWith('Reminder: Ama Mensah')).length)
      .toBe(2);
    expect(t.notifier.outbox.slice(sentBefore).some((m) => m.to === kofi.email)).toBe(false);
    const paid = await ama.client.post(`/api/split-bills/${bill.id}/remind`, { userId: kofi.id });
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe('Kofi Boateng has already paid');
    const tooSoon = await ama.client.post(`/api/split-bills/${bill.id}/remind`, { userId: esi.id });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toBe('Reminders go out at most once an hour. Please try again later');
  });

  it('cancels one unpaid share through the requests service: it can no longer be paid', async () => {
    const bill = await createBill({ description: 'Cinema', totalAmount: '40.00', participants: [person(kofi), person(esi)] });
    const res = await ama.client.post(`/api/split-bills/${bill.id}/cancel`, { userId: esi.id });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Request cancelled');
    expect(res.body.bill.participants.map((p: Participant) => p.status)).toEqual(['creator', 'pending', 'cancelled']);
    const late = await esi.client.post(`/api/money-requests/${shareOf(bill, esi).requestId}/respond`, { action: 'approve' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This request was already cancelled');
    const rest = await ama.client.post(`/api/split-bills/${bill.id}/cancel`, {});
    expect(rest.body).toMatchObject({ cancelled: 1, bill: { status: 'closed' } });
    expect((await ama.client.post(`/api/split-bills/${bill.id}/cancel`, {})).status).toBe(409);
  });
});

// Last: moving the clock 7 days ends this file's sessions.
describe('expiry', () => {
  it('an unanswered share shows as expired once its request is overdue, before and after the expiry job', async () => {
    const bill = await createBill({ description: 'Old debt', totalAmount: '8.00', participants: [person(yaw)] });
    t.advanceClock(MONEY_REQUEST_TTL_MS + 60_000);
    ama.client = await signIn(t, ama.username);
    const overdue = (await ama.client.get(`/api/split-bills/${bill.id}`)).body as Bill;
    expect(shareOf(overdue, yaw).status).toBe('expired');
    expect(overdue.status).toBe('closed');
    await expireOverdueMoneyRequests(t.deps);
    expect(shareOf((await ama.client.get(`/api/split-bills/${bill.id}`)).body, yaw).status).toBe('expired');
    expect((await ama.client.post(`/api/split-bills/${bill.id}/remind`, {})).body.message).toBe('Nobody is left to remind');
  });

  it('a reminder can go out again an hour later', async () => {
    const bill = await createBill({ description: 'Later', totalAmount: '8.00', participants: [person(yaw)] });
    expect((await ama.client.post(`/api/split-bills/${bill.id}/remind`, {})).body).toMatchObject({ message: 'Reminder sent', reminded: 1 });
    expect((await ama.client.post(`/api/split-bills/${bill.id}/remind`, {})).status).toBe(429);
    t.advanceClock(60 * 60 * 1000);
    ama.client = await signIn(t, ama.username);
    expect((await ama.client.post(`/api/split-bills/${bill.id}/remind`, { userId: yaw.id })).body).toMatchObject({ reminded: 1 });
  });
});
