import { addressGroupOf, resetRateLimit } from '../../rate-limits';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createMoneyUser, moneyFootprint, moveClockToMidday, type MoneyTestUser } from '../testing/money-test-helpers';
import { balanceOf, expectCleanAudit, runUntilFinal } from '../testing/transfer-test-helpers';
import { LINK_PAYS_PER_IP } from '../payment-links/payment-link-limits';

let t: TestApp;
let ama: MoneyTestUser;
let kofi: MoneyTestUser;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
  ama = await createMoneyUser(t, { balance: 100_00n, firstName: 'Ama', lastName: 'Mensah' });
  kofi = await createMoneyUser(t, { balance: 100_00n, firstName: 'Kofi', lastName: 'Boateng' });
});
beforeEach(async () => {
  await resetRateLimit(t.deps.db, LINK_PAYS_PER_IP, addressGroupOf('127.0.0.1'));
});
afterAll(async () => {
  await t?.close();
});

interface Participant {
  userId: string | null;
  name: string;
  phoneNumber: string | null;
  amount: string;
  status: string;
}

async function createBill(body: Record<string, unknown>) {
  const res = await ama.client.post('/api/split-bills', body);
  expect(res.status, res.text).toBe(200);
  return res.body as { id: number; status: string; collectedAmount: string; participants: Participant[] };
}

/** The link in the SMS the number was sent, as the SMS simulator holds it. */
function linkTexted(phone: string): { text: string; code: string } {
  const sms = t.notifier.lastTo(phone);
  expect(sms, `an SMS to ${phone}`).toBeDefined();
  const code = /\/pay\/([a-z2-7]{10})\b/.exec(sms!.text)?.[1];
  expect(code, sms!.text).toBeDefined();
  return { text: sms!.text, code: code! };
}

/** The credits to the owner's wallet that the link's payments made. */
async function collectionCredits(code: string) {
  const payments = await t.deps.db
    .selectFrom('externalTransfers as x')
    .innerJoin('paymentLinks as l', 'l.id', 'x.paymentLinkId')
    .select('x.id')
    .where('l.code', '=', code)
    .execute();
  return t.deps.db
    .selectFrom('ledgerJournals')
    .select('id')
    .where('kind', '=', 'collection_credit')
    .where(
      'description',
      'in',
      payments.map((p) => `Payment link payment ${p.id}`),
    )
    .execute();
}

describe('split bills with someone who has no wallet', () => {
  it('the number is texted a link to exactly their share; paying it marks the share paid and credits the creator once', async () => {
    const phone = '+233247880001';
    const bill = await createBill({
      description: 'Dinner at Buka',
      totalAmount: '90.00',
      participants: [{ userId: ama.id }, { userId: kofi.id }, { phoneNumber: '024 788 0001' }],
      // As the app sends it: under an Idempotency-Key, whose stored answer is JSON.
      idempotencyKey: 'split-with-a-friend-1',
    });
    expect(bill.participants.map((p) => [p.name, p.phoneNumber, p.amount, p.status])).toEqual([
      ['Ama Mensah', null, '30.00', 'creator'],
      ['Kofi Boateng', null, '30.00', 'pending'],
      ['024 788 0001', phone, '30.00', 'pending'],
    ]);
    const { text, code } = linkTexted(phone);
    expect(text).toBe(
      `Nkabom: Ama Mensah split "Dinner at Buka" with you. Your share is ₵30.00. Pay it with mobile money, no app needed: ${t.baseUrl}/pay/${code}`,
    );

    const payer = t.client();
    const page = await payer.get(`/api/public/payment-links/${code}`);
    expect(page.body).toMatchObject({ ownerName: 'Ama M.', description: 'Dinner at Buka', amount: '30.00', payable: true });
    // Nothing of the number the creator typed is on the public page.
    expect(page.text).not.toContain('788');

    // A declined prompt leaves the share unpaid, and the link payable.
    const declined = await payer.post(`/api/public/payment-links/${code}/pay`, { network: 'MTN', phoneNumber: '0247771111' });
    expect(declined.status, declined.text).toBe(200);
    expect(await runUntilFinal(t, declined.body.paymentId)).toBe('failed');
    expect((await ama.client.get(`/api/split-bills/${bill.id}`)).body.participants[2].status).toBe('pending');

    const before = await balanceOf(t, ama.id);
    const paid = await payer.post(`/api/public/payment-links/${code}/pay`, { network: 'MTN', phoneNumber: '024 788 0002' });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body).toMatchObject({ amount: '30.00', ownerName: 'Ama M.' });
    expect(await runUntilFinal(t, paid.body.paymentId)).toBe('completed');
    expect(await balanceOf(t, ama.id)).toBe(before + 30_00n);
    expect(await collectionCredits(code)).toHaveLength(1);

    const seen = (await ama.client.get(`/api/split-bills/${bill.id}`)).body;
    expect(seen).toMatchObject({ status: 'open', paidCount: 1, collectedAmount: '30.00', pendingAmount: '30.00' });
    expect(seen.participants[2]).toMatchObject({ phoneNumber: phone, status: 'paid' });
    // Once paid, the link takes nothing more.
    const again = await t.client().post(`/api/public/payment-links/${code}/pay`, { network: 'MTN', phoneNumber: '024 788 0003' });
    expect(again.status).toBe(404);
    await expectCleanAudit(t);
  });

  it('cancelling the share (named by its number) closes the link: the public page and a payment refuse, the share shows cancelled', async () => {
    const bill = await createBill({
      description: 'Taxi home',
      totalAmount: '20.00',
      participants: [{ userId: ama.id }, { phoneNumber: '0247880011' }],
    });
    const { code } = linkTexted('+233247880011');
    const cancelled = await ama.client.post(`/api/split-bills/${bill.id}/cancel`, { userId: '+233247880011' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.bill.participants[1]).toMatchObject({ phoneNumber: '+233247880011', status: 'cancelled' });
    expect((await t.client().get(`/api/public/payment-links/${code}`)).status).toBe(404);
    const before = await moneyFootprint(t);
    const pay = await t.client().post(`/api/public/payment-links/${code}/pay`, { network: 'MTN', phoneNumber: '024 788 0012' });
    expect(pay.status).toBe(404);
    expect(await moneyFootprint(t)).toEqual(before);
    // Cancelling the whole bill closes the links of those still to pay.
    const dinner = await createBill({
      description: 'Suya',
      totalAmount: '30.00',
      participants: [{ userId: kofi.id }, { phoneNumber: '0247880013' }],
    });
    const suya = linkTexted('+233247880013');
    const all = await ama.client.post(`/api/split-bills/${dinner.id}/cancel`, {});
    expect([all.status, all.body.cancelled], all.text).toEqual([200, 2]);
    expect((await t.client().get(`/api/public/payment-links/${suya.code}`)).status).toBe(404);
  });

  it('a number with a wallet is that person (a request, no SMS link), unless they blocked the creator; bad participants are a 400 writing nothing', async () => {
    const yaa = await createMoneyUser(t, { firstName: 'Yaa', lastName: 'Asante' });
    await t.deps.db.updateTable('users').set({ phoneVerified: true }).where('id', '=', yaa.id).execute();
    const bill = await createBill({ description: 'Lunch', totalAmount: '10.00', participants: [{ phoneNumber: yaa.phoneNumber }] });
    expect(bill.participants[1]).toMatchObject({ userId: yaa.id, name: 'Yaa Asante', phoneNumber: null, status: 'pending' });
    expect(t.notifier.outbox.some((m) => m.to === yaa.phoneNumber && m.text.includes('/pay/'))).toBe(false);

    // Someone who blocked the creator is, by number, as unknown as nobody: a share like anyone's, and no text reaches them.
    const kwame = await createMoneyUser(t, { firstName: 'Kwame', lastName: 'Blocker' });
    await t.deps.db.updateTable('users').set({ phoneVerified: true }).where('id', '=', kwame.id).execute();
    await t.deps.db.insertInto('userBlocks').values({ blockerId: kwame.id, blockedId: ama.id }).execute();
    const blocked = await createBill({ description: 'Lunch', totalAmount: '10.00', participants: [{ phoneNumber: kwame.phoneNumber }] });
    expect(blocked.participants[1]).toMatchObject({ userId: null, phoneNumber: kwame.phoneNumber, status: 'pending' });
    expect(blocked.participants[1]!.name).not.toContain('Kwame');
    expect(t.notifier.outbox.some((m) => m.to === kwame.phoneNumber)).toBe(false);

    const before = await moneyFootprint(t);
    for (const [participants, message] of [
      [[{ phoneNumber: '12345' }], 'Please enter a valid Ghana phone number'],
      [[{}], 'Please choose a participant'],
      [[{ userId: kofi.id, phoneNumber: '0247880021' }], 'Please choose a participant'],
      [[{ phoneNumber: '0247880022' }, { phoneNumber: '+233247880022' }], 'Each person can be added only once'],
    ] as const) {
      const res = await ama.client.post('/api/split-bills', { description: 'Lunch', totalAmount: '10.00', participants });
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await moneyFootprint(t)).toEqual(before);
    expect(t.notifier.outbox.some((m) => m.to === '+233247880022')).toBe(false);
  });

  it('one person texts at most 30 numbers a day: the bill past that is a 429 and writes nothing, texts nothing', async () => {
    const host = await createMoneyUser(t, { firstName: 'Efo', lastName: 'Host' });
    const numbers = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ phoneNumber: `0247${String(from + i).padStart(6, '0')}` }));
    const first = await host.client.post('/api/split-bills', {
      description: 'Wedding',
      totalAmount: '190.00',
      participants: numbers(900100, 19),
    });
    expect(first.status, first.text).toBe(200);
    const second = await host.client.post('/api/split-bills', {
      description: 'Outdooring',
      totalAmount: '120.00',
      participants: numbers(900200, 12),
    });
    expect([second.status, second.body.message]).toEqual([
      429,
      expect.stringMatching(/^You have texted payment links to many numbers today/),
    ]);
    expect(t.notifier.outbox.some((m) => m.to.startsWith('+2332479002'))).toBe(false);
    const bills = (await host.client.get('/api/split-bills')).body as { description: string }[];
    expect(bills.map((b) => b.description)).toEqual(['Wedding']);
  });
});
