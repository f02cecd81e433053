import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createMoneyUser, type MoneyTestUser } from '../money/testing/money-test-helpers';
import { createStaffMember, type StaffTestUser } from '../staff/testing/staff-test-helpers';
import { complaintDeadlines, extendedResolveBy } from './complaint-deadlines';
import { fileComplaint, sendComplaintEscalationNotices } from './index';

let t: TestApp;
let kofi: MoneyTestUser;
let ama: MoneyTestUser;
let staff: StaffTestUser;
let paymentId: string;

beforeAll(async () => {
  t = await startTestApp();
  kofi = await createMoneyUser(t, { firstName: 'Kofi', lastName: 'Mensah', balance: 100_00n });
  ama = await createMoneyUser(t, { firstName: 'Ama', lastName: 'Owusu' });
  // Staff sign in with a passkey (the console refuses a password session).
  staff = await createStaffMember(t, 'support');
  const sent = await kofi.client.post('/api/send-money', { amount: '20.00', recipientUsername: ama.username });
  expect(sent.body.status, sent.text).toBe('completed');
  paymentId = `p2p-${sent.body.id}`;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const footprint = async () => ({ complaints: await countRows(t, 'complaints'), events: await countRows(t, 'complaintEvents') });

async function file(user: MoneyTestUser, body: Record<string, unknown> = {}) {
  const res = await user.client.post('/api/complaints', {
    category: 'wrong_recipient',
    description: 'I sent money to the wrong number',
    ...body,
  });
  expect(res.status, res.text).toBe(200);
  return res.body as { reference: string; status: string; acknowledgeBy: string; resolveBy: string };
}

describe('filing a complaint', () => {
  it('about one of my payments: acknowledged at once with a reference and working-day deadlines, sent by SMS', async () => {
    const filed = await file(kofi, { transactionId: paymentId });
    expect(filed.reference).toMatch(new RegExp(`^CMP-${t.deps.now().getUTCFullYear()}-\\d{6}$`));
    expect(filed).toMatchObject({ status: 'acknowledged', ...complaintDeadlines(t.deps.now()) });
    expect(t.notifier.lastTo(kofi.phoneNumber)?.text).toContain(filed.reference);

    const mine = await kofi.client.get('/api/complaints');
    expect(mine.body[0]).toMatchObject({
      reference: filed.reference,
      transactionId: paymentId,
      categoryLabel: 'Sent to the wrong person',
      breached: false,
    });
    const detail = await kofi.client.get(`/api/complaints/${filed.reference}`);
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body.history.map((h: { status: string }) => h.status)).toEqual(['received', 'acknowledged']);
    expect(detail.body.history[1].note).toMatch(/will answer by \w{3} \d{1,2} \w{3}/);
  });

  it('names a payment in any form its receipt takes: a payment to a shop (merchant-<uuid>)', async () => {
    const owner = await createMoneyUser(t);
    const shop = await owner.client.post('/api/merchants', { businessName: 'Kofi Provisions', categoryCode: '5411', city: 'Kumasi' });
    expect(shop.status, shop.text).toBe(200);
    const paid = await kofi.client.post(
      '/api/merchant-payments',
      { merchantId: shop.body.merchantId, amount: '5.00' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(paid.status, paid.text).toBe(200);
    const filed = await file(kofi, { category: 'merchant', transactionId: `merchant-${paid.body.id}` });
    expect((await kofi.client.get(`/api/complaints/${filed.reference}`)).body.transactionId).toBe(`merchant-${paid.body.id}`);
    // The shop, as the payee, may complain about it too; a stranger may not.
    expect(
      (
        await owner.client.post('/api/complaints', {
          category: 'merchant',
          transactionId: `merchant-${paid.body.id}`,
          description: 'The payer says it failed',
        })
      ).status,
    ).toBe(200);
  });

  it('refuses bad input with a clear 400 and writes nothing; another person’s payment is a 404', async () => {
    const before = await footprint();
    const short = await kofi.client.post('/api/complaints', { category: 'other', description: 'too short' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Tell us what happened in 10 to 1000 characters');
    const long = await kofi.client.post('/api/complaints', { category: 'other', description: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    const category = await kofi.client.post('/api/complaints', { category: 'weather', description: 'It rained on my money' });
    expect(category.status).toBe(400);
    expect(category.body.message).toBe('Choose what your complaint is about');
    const stranger = await createMoneyUser(t);
    const notMine = await stranger.client.post('/api/complaints', {
      category: 'other',
      transactionId: paymentId,
      description: 'Not my payment at all',
    });
    expect(notMine.status).toBe(404);
    expect(notMine.body.message).toBe('Payment not found among your payments');
    const nonsense = await kofi.client.post('/api/complaints', {
      category: 'other',
      transactionId: 'p2p-99999999',
      description: 'No such payment here',
    });
    expect(nonsense.status).toBe(404);
    expect(await footprint()).toEqual(before);
  });

  it('another person’s complaint is a 404; a malformed reference a 400', async () => {
    const filed = await file(kofi);
    expect((await ama.client.get(`/api/complaints/${filed.reference}`)).status).toBe(404);
    expect((await ama.client.get('/api/complaints')).body.some((c: { reference: string }) => c.reference === filed.reference)).toBe(false);
    expect((await kofi.client.get('/api/complaints/CMP-1')).status).toBe(400);
  });

  it('the reversal flow files one for a person through fileComplaint', async () => {
    const filed = await fileComplaint(
      t.deps,
      ama.id,
      { category: 'wrong_recipient', description: 'The recipient declined to send my money back' },
      { source: 'reversal' },
    );
    const row = await t.deps.db
      .selectFrom('complaints')
      .select(['source', 'status'])
      .where('reference', '=', filed.reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ source: 'reversal', status: 'acknowledged' });
  });
});

describe('the staff complaints desk', () => {
  it('is staff only: a customer gets 403 and changes nothing', async () => {
    const filed = await file(kofi);
    const before = await footprint();
    const queue = await kofi.client.get('/api/staff/complaints');
    expect(queue.status).toBe(403);
    expect(queue.body.message).toMatch(/^Staff only/);
    expect(
      (await kofi.client.post(`/api/staff/complaints/${filed.reference}/status`, { status: 'resolved', note: 'Done by me' })).status,
    ).toBe(403);
    expect((await kofi.client.post(`/api/staff/complaints/${filed.reference}/extend`, { reason: 'I want more time' })).status).toBe(403);
    expect(await footprint()).toEqual(before);
  });

  it('in demo mode a person can be made support staff (for trying the desk); no other role that way', async () => {
    const helper = await createMoneyUser(t);
    expect((await helper.client.get('/api/staff/complaints')).status).toBe(403);
    expect((await t.client().post('/api/dev/staff-role', { username: helper.username, role: 'admin' })).status).toBe(400);
    expect((await t.client().post('/api/dev/staff-role', { username: 'no_such_person', role: 'support' })).status).toBe(404);
    const made = await t.client().post('/api/dev/staff-role', { username: helper.username, role: 'support' });
    expect(made.status, made.text).toBe(200);
    // Support staff now, but the desk still asks for a passkey sign-in.
    const withPassword = await helper.client.get('/api/staff/complaints');
    expect(withPassword.status).toBe(403);
    expect(withPassword.body.message).toBe('Sign in with your passkey to use the staff console');
  });

  it('investigating then resolved with an outcome: each change told to the customer and kept with who made it', async () => {
    const filed = await file(kofi, { transactionId: paymentId });
    const path = `/api/staff/complaints/${filed.reference}/status`;
    const investigating = await staff.client.post(path, { status: 'investigating', note: 'We are checking with the recipient.' });
    expect(investigating.status, investigating.text).toBe(200);
    expect(t.notifier.lastTo(kofi.phoneNumber)?.text).toContain('is being investigated. We are checking with the recipient.');

    const noOutcome = await staff.client.post(path, { status: 'resolved', note: ' ' });
    expect(noOutcome.status).toBe(400);
    expect(noOutcome.body.message).toBe('Write the outcome for the customer (2 to 1000 characters)');

    const resolved = await staff.client.post(path, { status: 'resolved', note: 'The ₵20.00 came back to your wallet.' });
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.body.history.at(-1)).toMatchObject({ status: 'resolved', by: staff.username });
    expect(t.notifier.lastTo(kofi.phoneNumber)?.text).toContain('is resolved. The ₵20.00 came back to your wallet.');
    // Each staff action is in the hash-chained staff audit log, with who did it and the customer.
    const audited = await t.deps.db
      .selectFrom('staffAuditLog')
      .select(['action', 'staffUserId', 'subjectUserId', 'reason'])
      .where('subjectReference', '=', filed.reference)
      .orderBy('id')
      .execute();
    expect(audited).toEqual([
      { action: 'complaint.investigating', staffUserId: staff.id, subjectUserId: kofi.id, reason: 'We are checking with the recipient.' },
      { action: 'complaint.resolved', staffUserId: staff.id, subjectUserId: kofi.id, reason: 'The ₵20.00 came back to your wallet.' },
    ]);

    const mine = await kofi.client.get(`/api/complaints/${filed.reference}`);
    expect(mine.body).toMatchObject({ status: 'resolved', outcome: 'The ₵20.00 came back to your wallet.' });
    expect(mine.body.history.map((h: { status: string }) => h.status)).toEqual(['received', 'acknowledged', 'investigating', 'resolved']);
    expect(mine.body.history[0]).not.toHaveProperty('by');

    const before = await footprint();
    const again = await staff.client.post(path, { status: 'escalated', note: 'Too late now' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This complaint is closed');
    expect(await footprint()).toEqual(before);
    expect(
      (await staff.client.post('/api/staff/complaints/CMP-2026-999999/status', { status: 'investigating', note: 'Nobody' })).status,
    ).toBe(404);
  });

  it('extends once by 15 working days with the reason told to the customer; a second extension is a 409', async () => {
    const filed = await file(kofi);
    const path = `/api/staff/complaints/${filed.reference}/extend`;
    const extended = await staff.client.post(path, { reason: 'The bank has not answered us yet.' });
    expect(extended.status, extended.text).toBe(200);
    expect(extended.body).toMatchObject({ resolveBy: extendedResolveBy(filed.resolveBy), firstResolveBy: filed.resolveBy });
    expect(t.notifier.lastTo(kofi.phoneNumber)?.text).toContain('The bank has not answered us yet.');
    const mine = await kofi.client.get(`/api/complaints/${filed.reference}`);
    expect(mine.body).toMatchObject({
      resolveBy: extendedResolveBy(filed.resolveBy),
      extensionReason: 'The bank has not answered us yet.',
    });
    const before = await footprint();
    const twice = await staff.client.post(path, { reason: 'Still waiting on the bank.' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This complaint has been extended once already');
    expect((await staff.client.post(path, { reason: 'no' })).status).toBe(400);
    expect(await footprint()).toEqual(before);
  });

  it('a complaint past its deadline is breached at the top of the queue, and its customer is told once how to go to the Bank of Ghana', async () => {
    const late = await file(ama, { category: 'payment_not_received', description: 'My money never arrived in my wallet' });
    await t.deps.db
      .updateTable('complaints')
      .set({ filedAt: new Date('2026-01-02T10:00:00Z'), acknowledgeBy: '2026-01-06', resolveBy: '2026-01-09' })
      .where('reference', '=', late.reference)
      .execute();
    const queue = await staff.client.get('/api/staff/complaints');
    expect(queue.status, queue.text).toBe(200);
    expect(queue.body[0]).toMatchObject({ reference: late.reference, breached: true, customer: { username: ama.username } });
    expect(queue.body[0].workingDaysLeft).toBeLessThan(0);
    const open = queue.body.filter((c: { status: string }) => c.status !== 'resolved' && c.status !== 'escalated');
    expect(open.filter((c: { breached: boolean }) => c.breached).map((c: { reference: string }) => c.reference)).toEqual([late.reference]);
    expect((await ama.client.get(`/api/complaints/${late.reference}`)).body.breached).toBe(true);

    expect(await sendComplaintEscalationNotices(t.deps)).toBe(1);
    expect(t.notifier.lastTo(ama.phoneNumber)?.text).toMatch(new RegExp(`Bank of Ghana.*${late.reference}`));
    expect(await sendComplaintEscalationNotices(t.deps)).toBe(0);
    const history = (await ama.client.get(`/api/complaints/${late.reference}`)).body.history;
    expect(history.at(-1).note).toContain('Bank of Ghana');

    // Escalated is closed: no longer breached.
    await staff.client.post(`/api/staff/complaints/${late.reference}/status`, {
      status: 'escalated',
      note: 'Passed to our compliance team.',
    });
    const after = await staff.client.get('/api/staff/complaints');
    expect(after.body.find((c: { reference: string }) => c.reference === late.reference)).toMatchObject({
      status: 'escalated',
      breached: false,
    });
  });
});
