import { addressGroupOf, resetRateLimit } from '../../rate-limits';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { creditFromFunding } from '@ghanapay/ledger';
import { createTestUser, testPasswordOf, type TestUser } from '../../../testing/factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { runDueTransfers } from '../external';
import { balanceOf, expectCleanAudit, runUntilFinal, transferRow } from '../testing/transfer-test-helpers';
import { LINK_PAYS_PER_IP, LINK_PAYS_PER_LINK } from './payment-link-limits';

let t: TestApp;
let kofi: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  kofi = await createTestUser(t, 'money', { firstName: 'Kofi', lastName: 'Boateng' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await resetRateLimit(t.deps.db, LINK_PAYS_PER_IP, addressGroupOf('127.0.0.1'));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const msisdn = (e164: string) => e164.replace('+', '');
let payerCounter = 0;
/** A fresh MTN payer number (not ending in the simulator's fault digits). */
const payerPhone = () => `+23324777${String(++payerCounter).padStart(4, '0')}`.replace(/(1111|2222|3333|4444)$/, '5555');

async function newLink(owner: TestUser, body: Record<string, unknown>) {
  const res = await owner.client.post('/api/payment-links', body);
  expect(res.status, res.text).toBe(200);
  return res.body as { id: string; code: string; url: string; status: string };
}

const linkCount = async () =>
  (
    await t.deps.db
      .selectFrom('paymentLinks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

const credits = async (paymentId: string) =>
  t.deps.db
    .selectFrom('ledgerJournals')
    .select('id')
    .where('kind', '=', 'collection_credit')
    .where('description', '=', `Payment link payment ${paymentId}`)
    .execute();

describe('my payment links', () => {
  it('creates a link with a short unguessable code and its /pay address, lists it with what it received, closes it', async () => {
    const owner = await createTestUser(t, 'money');
    const link = await newLink(owner, { amount: '20.00', description: 'Chop money', singleUse: false });
    expect(link.code).toMatch(/^[a-z2-7]{10}$/);
    expect(link.url).toBe(`${t.baseUrl}/pay/${link.code}`);
    expect(link).toMatchObject({
      amount: '20.00',
      description: 'Chop money',
      singleUse: false,
      status: 'open',
      paymentsCount: 0,
      receivedTotal: '0.00',
    });
    const open = await newLink(owner, {
      description: 'Any amount',
      singleUse: true,
      expiresAt: new Date(t.deps.now().getTime() + 86_400_000).toISOString(),
    });
    expect(open).toMatchObject({ amount: null, singleUse: true });

    const listed = await owner.client.get('/api/payment-links');
    expect(listed.body.paymentLinks.map((l: { id: string }) => l.id)).toEqual([open.id, link.id]);

    const closed = await owner.client.post(`/api/payment-links/${link.id}/close`, {});
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body.status).toBe('closed');
    const qr = await owner.client.get(`/api/payment-links/${open.id}/qr`);
    expect(qr.status, qr.text).toBe(200);
    expect(qr.body.url).toBe(open.url);
    expect(qr.body.svg).toMatch(/^<svg[^>]*viewBox/);
  });

  it("another person's link is not found: not listed, not closed, no QR", async () => {
    const link = await newLink(kofi, { description: 'Rent share', singleUse: false });
    const other = await createTestUser(t, 'money');
    expect((await other.client.get('/api/payment-links')).body.paymentLinks).toEqual([]);
    const close = await other.client.post(`/api/payment-links/${link.id}/close`, {});
    expect([close.status, close.body.message]).toEqual([404, 'Payment link not found']);
    expect((await other.client.get(`/api/payment-links/${link.id}/qr`)).status).toBe(404);
    expect((await t.client().post('/api/payment-links', { description: 'x', singleUse: false })).status).toBe(401);
    expect((await kofi.client.get('/api/payment-links')).body.paymentLinks.find((l: { id: string }) => l.id === link.id).status).toBe(
      'open',
    );
  });

  it.each([
    [{ singleUse: false }, 'Describe what the payment is for in 1 to 100 characters'],
    [{ description: '   ', singleUse: false }, 'Describe what the payment is for in 1 to 100 characters'],
    [{ description: 'x'.repeat(101), singleUse: false }, 'Describe what the payment is for in 1 to 100 characters'],
    [{ description: 'Fees' }, 'Say whether the link can be paid once (singleUse: true) or many times (false)'],
    [{ description: 'Fees', singleUse: 'false' }, 'Say whether the link can be paid once (singleUse: true) or many times (false)'],
    [{ description: 'Fees', singleUse: false, amount: '30000' }, 'Amount cannot exceed ₵25,000.00 per transaction'],
    [{ description: 'Fees', singleUse: false, amount: '0' }, 'Amount must be a positive number'],
    [{ description: 'Fees', singleUse: false, amount: '1.001' }, 'Amount can have at most 2 decimal places'],
    [{ description: 'Fees', singleUse: false, expiresAt: '2020-01-01T00:00:00Z' }, 'The expiry must be in the future'],
    [{ description: 'Fees', singleUse: false, expiresAt: '2099-01-01T00:00:00Z' }, 'A link can stay open for at most 90 days'],
    [{ description: 'Fees', singleUse: false, expiresAt: 'soon' }, 'The expiry is a date and time (ISO 8601)'],
  ])('%j → 400 "%s", nothing written', async (body, message) => {
    const before = await linkCount();
    const res = await kofi.client.post('/api/payment-links', body);
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await linkCount()).toBe(before);
  });
});

describe('paying a link from Telecel Cash (the aggregator’s charge)', () => {
  it('a Telecel payer enters the code their network texted them on the page; the owner is credited once', async () => {
    const before = await balanceOf(t, kofi.id);
    const link = await newLink(kofi, { amount: '18.00', description: 'Waakye', singleUse: false });
    const payer = t.client();
    const phone = `+23320777${String(++payerCounter).padStart(4, '0')}`.replace(/\d{4}$/, '5555');
    const paid = await payer.post(`/api/public/payment-links/${link.code}/pay`, { network: 'TELECEL', phoneNumber: phone });
    expect(paid.status, paid.text).toBe(200);
    const id = paid.body.paymentId as string;
    expect((await transferRow(t, id)).provider).toBe('paystack');
    await runDueTransfers(t.deps);
    const statusUrl = `/api/public/payment-links/${link.code}/payments/${id}`;
    const waiting = await payer.get(statusUrl);
    expect(waiting.body).toMatchObject({
      status: 'awaiting_otp',
      message: `Enter the code Telecel sent to 020 777 5555 to approve paying ₵18.00 to Kofi B.`,
    });
    const texted = await t.deps.db
      .selectFrom('simulatedMessages')
      .select('body')
      .where('recipient', '=', phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /(\d{6}) is your code/.exec(texted.body)![1]!;
    const wrong = await payer.post(`${statusUrl}/otp`, { otp: code === '000000' ? '111111' : '000000' });
    expect([wrong.status, wrong.body.message]).toEqual([422, 'The code you entered is not correct. 2 tries left.']);
    const other = await newLink(kofi, { amount: '18.00', description: 'Other', singleUse: false });
    expect((await payer.post(`/api/public/payment-links/${other.code}/payments/${id}/otp`, { otp: code })).status).toBe(404);
    const right = await payer.post(`${statusUrl}/otp`, { otp: code });
    expect(right.status, right.text).toBe(200);
    expect(right.body).toMatchObject({ status: 'pending', message: 'Approve the prompt on your phone to pay ₵18.00 to Kofi B.' });
    expect(await runUntilFinal(t, id)).toBe('completed');
    expect((await payer.get(statusUrl)).body).toMatchObject({ status: 'completed', message: 'You paid ₵18.00 to Kofi B.' });
    expect(await balanceOf(t, kofi.id)).toBe(before + 18_00n);
    expect(await credits(id)).toHaveLength(1);
    await expectCleanAudit(t);
  });
});

describe('paying a link without the app (MTN request to pay)', () => {
  it("shows the owner as MoMo does, and a signed-out payer's approved payment credits the owner once", async () => {
    const before = await balanceOf(t, kofi.id);
    const link = await newLink(kofi, { amount: '35.50', description: 'Kenkey for Friday', singleUse: false });
    const payer = t.client();
    const seen = await payer.get(`/api/public/payment-links/${link.code}`);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body).toEqual({
      code: link.code,
      ownerName: 'Kofi B.',
      description: 'Kenkey for Friday',
      amount: '35.50',
      payable: true,
      networks: ['MTN', 'TELECEL', 'AIRTELTIGO'],
    });

    const paid = await payer.post(`/api/public/payment-links/${link.code}/pay`, { network: 'MTN', phoneNumber: '024 777 9001' });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'pending',
      amount: '35.50',
      ownerName: 'Kofi B.',
      message: 'Approve the prompt on your phone to pay ₵35.50 to Kofi B.',
    });
    expect(await balanceOf(t, kofi.id)).toBe(before);

    expect(await runUntilFinal(t, paid.body.paymentId)).toBe('completed');
    expect(await balanceOf(t, kofi.id)).toBe(before + 35_50n);
    const row = await transferRow(t, paid.body.paymentId);
    expect(row).toMatchObject({
      direction: 'in',
      purpose: 'payment_link',
      paymentLinkId: link.id,
      accountNumber: '+233247779001',
      linkedAccountId: null,
    });
    const status = await payer.get(`/api/public/payment-links/${link.code}/payments/${paid.body.paymentId}`);
    expect(status.body).toMatchObject({ status: 'completed', failureReason: null, sentBack: false, message: 'You paid ₵35.50 to Kofi B.' });
    expect(t.notifier.lastTo(kofi.email)?.text).toMatch(
      /^Nkabom: ₵35\.50 received through your payment link from MTN MoMo 024 777 9001\. Ref [0-9A-F]{8}\.$/,
    );
    const mine = (await kofi.client.get('/api/payment-links')).body.paymentLinks.find((l: { id: string }) => l.id === link.id);
    expect(mine).toMatchObject({ status: 'open', paymentsCount: 1, receivedTotal: '35.50' });
    expect(await credits(paid.body.paymentId)).toHaveLength(1);
    await expectCleanAudit(t);
  });

  it("the callback and the payer's poll both arriving credit once; a single-use link is then used and refuses", async () => {
    const before = await balanceOf(t, kofi.id);
    const link = await newLink(kofi, { description: 'Any amount, once', singleUse: true });
    const payer = t.client();
    const phone = payerPhone();
    t.simulators!.momo.setFault(msisdn(phone), 'double_callback');
    const paid = await payer.post(`/api/public/payment-links/${link.code}/pay`, { network: 'MTN', phoneNumber: phone, amount: '12.00' });
    expect(paid.status, paid.text).toBe(200);
    // While it waits, a second payer is refused: a single-use link takes one payment at a time.
    const second = await t
      .client()
      .post(`/api/public/payment-links/${link.code}/pay`, { network: 'MTN', phoneNumber: payerPhone(), amount: '12.00' });
    expect([second.status, second.body.message]).toEqual([409, 'Someone is paying this link right now. Try again in a few minutes.']);
    expect((await payer.get(`/api/public/payment-links/${link.code}`)).body.payable).toBe(false);

    await runDueTransfers(t.deps); // asks MTN; MTN then calls back (twice) while the payer polls
    const polls = [];
    for (let i = 0; i < 30; i++) {
      polls.push(payer.get(`/api/public/payment-links/${link.code}/payments/${paid.body.paymentId}`));
      await sleep(20);
    }
    const answers = await Promise.all(polls);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    for (let i = 0; i < 40 && (await transferRow(t, paid.body.paymentId)).status !== 'completed'; i++) await sleep(50);
    await sleep(300);
    expect((await transferRow(t, paid.body.paymentId)).status).toBe('completed');
    expect(await balanceOf(t, kofi.id)).toBe(before + 12_00n);
    expect(await credits(paid.body.paymentId)).toHaveLength(1);
    t.simulators!.momo.clearFaults(msisdn(phone));

    const gone = await payer.get(`/api/public/payment-links/${link.code}`);
    expect([gone.status, gone.body.message]).toEqual([
      404,
      'This payment link cannot be paid: it was closed, has expired or was already used',
    ]);
    const again = await payer.post(`/api/public/payment-links/${link.code}/pay`, {
      network: 'MTN',
      phoneNumber: payerPhone(),
      amount: '12.00',
    });
    expect(again.status).toBe(404);
    expect((await kofi.client.get('/api/payment-links')).body.paymentLinks.find((l: { id: string }) => l.id === link.id).status).toBe(
      'used',
    );
    await expectCleanAudit(t);
  });

  it('two payers at the same moment on a single-use link: one payment starts, the other is told someone is paying', async () => {
    for (let round = 0; round < 3; round++) {
      const link = await newLink(kofi, { amount: '7.00', description: 'One share', singleUse: true });
      const pay = () => t.client().post(`/api/public/payment-links/${link.code}/pay`, { network: 'MTN', phoneNumber: payerPhone() });
      const answers = await Promise.all([pay(), pay()]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.message).toBe(
        'Someone is paying this link right now. Try again in a few minutes.',
      );
      const started = await t.deps.db.selectFrom('externalTransfers').select('id').where('paymentLinkId', '=', link.id).execute();
      expect(started).toHaveLength(1);
      expect(await runUntilFinal(t, started[0]!.id)).toBe('completed');
    }
    await expectCleanAudit(t);
  });

  it('a declined prompt credits nothing, tells the payer why, and does not bother the owner', async () => {
    const before = await balanceOf(t, kofi.id);
    const link = await newLink(kofi, { amount: '50.00', description: 'School fees', singleUse: true });
    const payer = t.client();
    const toKofi = () => t.notifier.outbox.filter((m) => m.to === kofi.email).length;
    const noticesBefore = toKofi();
    const paid = await payer.post(`/api/public/payment-links/${link.code}/pay`, { network: 'MTN', phoneNumber: '0247771111' });
    expect(await runUntilFinal(t, paid.body.paymentId)).toBe('failed');
    const status = await payer.get(`/api/public/payment-links/${link.code}/payments/${paid.body.paymentId}`);
    expect(status.body.status).toBe('failed');
    expect(status.body.failureReason).toMatch(/^The payer/);
    expect(status.body.message).toBe('Your payment of ₵50.00 did not go through. Nothing was taken from your mobile money wallet.');
    expect(await balanceOf(t, kofi.id)).toBe(before);
    expect(toKofi()).toBe(noticesBefore);
    // A failed payment does not use up a single-use link.
    expect((await payer.get(`/api/public/payment-links/${link.code}`)).body.payable).toBe(true);
    await expectCleanAudit(t);
  });

  it('refuses closed, expired and unknown links alike, and what it cannot take, writing nothing', async () => {
    const payer = t.client();
    const closed = await newLink(kofi, { description: 'Closed', singleUse: false, amount: '5' });
    await kofi.client.post(`/api/payment-links/${closed.id}/close`, {});
    const expiring = await newLink(kofi, {
      description: 'Soon gone',
      singleUse: false,
      amount: '5',
      expiresAt: new Date(t.deps.now().getTime() + 60_000).toISOString(),
    });
    t.advanceClock(2 * 60_000);
    const transfersBefore = await t.deps.db.selectFrom('externalTransfers').select('id').execute();
    for (const code of [closed.code, expiring.code, 'abcdefghij', 'NOT-A-CODE']) {
      expect((await payer.get(`/api/public/payment-links/${code}`)).status).toBe(404);
      const res = await payer.post(`/api/public/payment-links/${code}/pay`, { network: 'MTN', phoneNumber: payerPhone() });
      expect([res.status, res.body.message]).toEqual([
        404,
        'This payment link cannot be paid: it was closed, has expired or was already used',
      ]);
    }
    const open = await newLink(kofi, { description: 'Open', singleUse: false, amount: '5.00' });
    const open2 = await newLink(kofi, { description: 'Type it', singleUse: false });
    const refusals: [string, Record<string, unknown>, number, string][] = [
      [open.code, { network: 'TELECEL', phoneNumber: '0247775555' }, 400, 'This number is not on the network you chose'],
      [open.code, { network: 'MTN', phoneNumber: '0205551234' }, 400, 'This number is not on the network you chose'],
      [open.code, { network: 'MTN', phoneNumber: '12345' }, 400, 'Phone number must be at least 10 digits'],
      [open.code, { network: 'VISA', phoneNumber: '0247775555' }, 400, 'Choose the network: MTN, TELECEL or AIRTELTIGO'],
      [
        open.code,
        { network: 'MTN', phoneNumber: '0247775555', amount: '6.00' },
        400,
        'This link asks for a set amount: pay it without an amount',
      ],
      [open2.code, { network: 'MTN', phoneNumber: '0247775555' }, 400, 'Enter the amount to pay'],
      [open2.code, { network: 'MTN', phoneNumber: '0247775555', amount: '30000' }, 400, 'Amount cannot exceed ₵25,000.00 per transaction'],
    ];
    for (const [code, body, status, message] of refusals) {
      const res = await payer.post(`/api/public/payment-links/${code}/pay`, body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await t.deps.db.selectFrom('externalTransfers').select('id').execute()).toEqual(transfersBefore);
  });

  it('limits how many payments one address starts, and how many one link takes', async () => {
    const link = await newLink(kofi, { description: 'Popular', singleUse: false, amount: '1.00' });
    await resetRateLimit(t.deps.db, LINK_PAYS_PER_LINK, link.code);
    const payer = t.client();
    for (let i = 0; i < LINK_PAYS_PER_IP.limit; i++)
      expect((await payer.post(`/api/public/payment-links/${link.code}/pay`, { network: 'MTN', phoneNumber: payerPhone() })).status).toBe(
        200,
      );
    const over = await payer.post(`/api/public/payment-links/${link.code}/pay`, { network: 'MTN', phoneNumber: payerPhone() });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  });

  it("a payment's status is only found under its own link", async () => {
    const a = await newLink(kofi, { description: 'A', singleUse: false, amount: '2.00' });
    const b = await newLink(kofi, { description: 'B', singleUse: false, amount: '2.00' });
    const paid = await t.client().post(`/api/public/payment-links/${a.code}/pay`, { network: 'MTN', phoneNumber: payerPhone() });
    expect((await t.client().get(`/api/public/payment-links/${b.code}/payments/${paid.body.paymentId}`)).status).toBe(404);
    expect((await t.client().get(`/api/public/payment-links/${a.code}/payments/${paid.body.paymentId}`)).status).toBe(200);
  });
});

describe('money is never lost, and a closed account takes none', () => {
  it("a payment that arrives when the owner's wallet is full is sent back to the payer whole, and the payer is told", async () => {
    const owner = await createTestUser(t, 'money', { firstName: 'Esi', lastName: 'Mensah' });
    const link = await newLink(owner, { description: 'Gift', singleUse: false, amount: '100.00' });
    const payer = t.client();
    const tooMuch = await payer.post(`/api/public/payment-links/${link.code}/pay`, { network: 'MTN', phoneNumber: payerPhone() });
    expect(tooMuch.status, tooMuch.text).toBe(200);
    // Before MTN answers, the wallet fills to its limit (₵5,000.00 at minimum KYC).
    await creditFromFunding(t.deps.db, { userId: owner.id, amountPesewas: 4_950_00n });
    expect(await runUntilFinal(t, tooMuch.body.paymentId)).toBe('failed');
    expect(await balanceOf(t, owner.id)).toBe(4_950_00n);
    const refund = await t.deps.db
      .selectFrom('externalTransfers')
      .selectAll()
      .where('refundOf', '=', tooMuch.body.paymentId)
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({
      direction: 'out',
      amountPesewas: '10000',
      accountNumber: (await transferRow(t, tooMuch.body.paymentId)).accountNumber,
    });
    const status = await payer.get(`/api/public/payment-links/${link.code}/payments/${tooMuch.body.paymentId}`);
    expect(status.body).toMatchObject({
      status: 'failed',
      message: '₵100.00 is being sent back to your number',
      failureReason: 'Esi M. could not receive it, so it is being sent back to your number',
      sentBack: true,
    });
    // A new payment that cannot fit is refused before any prompt, in words that say nothing of the owner's limit.
    const refused = await payer.post(`/api/public/payment-links/${link.code}/pay`, { network: 'MTN', phoneNumber: payerPhone() });
    expect([refused.status, refused.body.message]).toEqual([422, 'This link cannot take a payment of this size right now']);
    expect(await runUntilFinal(t, refund.id)).toBe('completed');
    await expectCleanAudit(t);
  });

  it("closing the owner's account closes their links; the export lists them", async () => {
    const owner = await createTestUser(t, 'money');
    const link = await newLink(owner, { description: 'Before I go', singleUse: false });
    const exported = await owner.client.get('/api/me/export');
    expect(exported.status, exported.text).toBe(200);
    const data = typeof exported.body === 'string' ? JSON.parse(exported.body) : exported.body;
    expect(data.paymentLinks).toEqual([
      expect.objectContaining({ code: link.code, description: 'Before I go', amount: null, singleUse: false }),
    ]);
    const closed = await owner.client.post('/api/me/close', { password: testPasswordOf('money') });
    expect(closed.status, closed.text).toBe(200);
    expect((await t.client().get(`/api/public/payment-links/${link.code}`)).status).toBe(404);
  });
});

describe('a single-use link while a payment is in review', () => {
  it('a payment whose outcome is still unknown after a day (in review) keeps a single-use link from a second payer', async () => {
    // Last in the file: a day passes, which ends the other tests' sessions.
    const owner = await createTestUser(t, 'money', { firstName: 'Kofi', lastName: 'Boateng' });
    const link = await newLink(owner, { amount: '9.00', description: 'Taxi share', singleUse: true });
    const phone = payerPhone();
    t.simulators!.momo.setFault(msisdn(phone), 'error_5xx');
    const first = await t.client().post(`/api/public/payment-links/${link.code}/pay`, { network: 'MTN', phoneNumber: phone });
    expect(first.status, first.text).toBe(200);
    for (let i = 0; i < 12 && (await transferRow(t, first.body.paymentId)).status !== 'review'; i++) {
      await runDueTransfers(t.deps);
      t.advanceClock(3 * 3_600_000);
    }
    expect((await transferRow(t, first.body.paymentId)).status).toBe('review');
    await resetRateLimit(t.deps.db, LINK_PAYS_PER_IP, addressGroupOf('127.0.0.1'));
    const second = await t.client().post(`/api/public/payment-links/${link.code}/pay`, { network: 'MTN', phoneNumber: payerPhone() });
    expect([second.status, second.body.message]).toEqual([409, 'Someone is paying this link right now. Try again in a few minutes.']);
    t.simulators!.momo.clearFaults(msisdn(phone));
    expect(await runUntilFinal(t, first.body.paymentId)).toBe('completed');
    expect(await balanceOf(t, owner.id)).toBe(9_00n);
    expect((await t.client().get(`/api/public/payment-links/${link.code}`)).status).toBe(404);
    await expectCleanAudit(t);
  });
});
