import { creditFromFunding } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { loadRecipientHistory } from '../../money/fraud-alerts/fraud-features-repository';
import { countRows, createUser, insertPayment, socialFootprint, type SocialTestUser } from '../testing/social-test-helpers';

let t: TestApp;
let ama: SocialTestUser;
let scammer: SocialTestUser;
let stranger: SocialTestUser;

beforeAll(async () => {
  t = await startTestApp();
  [ama, scammer, stranger] = await Promise.all([createUser(t), createUser(t, { firstName: 'Sly' }), createUser(t)]);
});

afterAll(async () => {
  await t?.close();
});

const reportPath = (userId: string) => `/api/users/${userId}/report`;

describe('POST /api/users/{userId}/report', () => {
  it('stores a report from an empty body for review', async () => {
    const res = await ama.client.request('POST', reportPath(scammer.id));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ reported: true, reportId: expect.any(Number), message: 'Thank you. Our team will review your report.' });
    const row = await t.deps.db.selectFrom('userReports').selectAll().where('id', '=', String(res.body.reportId)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reporterId: ama.id, reportedId: scammer.id, reason: null, transactionId: null, status: 'open' });
  });

  it('counts one open report per reporter (and transaction): reporting again changes nothing', async () => {
    const before = await countRows(t, 'userReports');
    const first = await ama.client.post(reportPath(scammer.id), {});
    const again = await ama.client.post(reportPath(scammer.id), { reason: '   ' });
    expect(again.body.reportId).toBe(first.body.reportId);
    expect(await countRows(t, 'userReports')).toBe(before);
  });

  it('keeps a reason and the transaction concerned when the reporter can see it', async () => {
    const payment = await insertPayment(t, ama, scammer, { message: 'For the phone' });
    const res = await ama.client.post(reportPath(scammer.id), { reason: '  Never sent the phone  ', transactionId: String(payment) });
    expect(res.status, res.text).toBe(200);
    const row = await t.deps.db.selectFrom('userReports').selectAll().where('id', '=', String(res.body.reportId)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reason: 'Never sent the phone', transactionId: String(payment) });
  });

  it('feeds the fraud features: distinct reporters of a recipient in good standing (throwaway accounts count nothing)', async () => {
    const target = await createUser(t);
    const throwaways = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    for (const reporter of throwaways) expect((await reporter.client.post(reportPath(target.id))).status).toBe(200);
    const recipient = { userId: target.id, phone: null, email: null };
    expect((await loadRecipientHistory(t.deps.db, ama.id, recipient, t.deps.now())).distinctReporters).toBe(0);

    // Month-old, verified users who have really paid someone: their reports count, once each.
    const reporters = await Promise.all([createUser(t, { ageDays: 30 }), createUser(t, { ageDays: 30 }), createUser(t, { ageDays: 30 })]);
    for (const reporter of reporters) {
      await creditFromFunding(t.deps.db, { userId: reporter.id, amountPesewas: 5_00n });
      expect((await reporter.client.post('/api/send-money', { amount: '1.00', recipientUsername: ama.username })).body.status).toBe(
        'completed',
      );
      expect((await reporter.client.post(reportPath(target.id))).status).toBe(200);
      await reporter.client.post(reportPath(target.id), { reason: 'again' });
    }
    expect((await loadRecipientHistory(t.deps.db, ama.id, recipient, t.deps.now())).distinctReporters).toBe(3);
  });

  describe('refuses bad input with a clear message and writes nothing', () => {
    it.each<[string, Record<string, unknown>, number, string]>([
      ['SELF', {}, 400, 'You cannot report yourself'],
      ['00000000-0000-4000-8000-000000000000', {}, 404, 'User not found'],
      ['nobody', {}, 404, 'User not found'],
      ['SCAMMER', { reason: 'x'.repeat(501) }, 400, 'Reason must be at most 500 characters'],
      ['SCAMMER', { reason: 12 }, 400, 'Reason must be text'],
      ['SCAMMER', { transactionId: 'abc' }, 400, 'Invalid transaction id'],
      ['SCAMMER', { transactionId: 99_999_999 }, 404, 'Transaction not found'],
    ])('%s %j → %i "%s"', async (who, body, status, message) => {
      const target = who === 'SELF' ? ama.id : who === 'SCAMMER' ? scammer.id : who;
      const before = await socialFootprint(t);
      const res = await ama.client.post(reportPath(target), body);
      expect(res.status, res.text).toBe(status);
      expect(res.body.message).toBe(message);
      expect(await socialFootprint(t)).toEqual(before);
    });

    it('refuses a transaction the reporter cannot see, or one the reported user was not part of (404)', async () => {
      const hidden = await insertPayment(t, scammer, stranger, { senderVisibility: 'private' });
      const unrelated = await insertPayment(t, ama, stranger);
      const before = await socialFootprint(t);
      for (const transactionId of [hidden, unrelated]) {
        const res = await ama.client.post(reportPath(scammer.id), { transactionId });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Transaction not found');
      }
      expect(await socialFootprint(t)).toEqual(before);
    });
  });

  it('answers 401 when signed out', async () => {
    expect((await t.client().post(reportPath(scammer.id))).status).toBe(401);
  });
});
