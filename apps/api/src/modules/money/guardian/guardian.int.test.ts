import { auditLedger } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import {
  balanceOf,
  countRows,
  createMoneyUser,
  moveClockToMidday,
  signIn,
  withoutFirstPaymentWait,
  type MoneyTestUser,
} from '../testing/money-test-helpers';
import { endDueWaitingPayments } from '../waiting-payments/waiting-payment-service';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
});

afterAll(async () => {
  await t?.close();
});

const HOUR = 60 * 60 * 1000;

async function befriend(a: MoneyTestUser, b: MoneyTestUser) {
  await t.deps.db
    .insertInto('friendships')
    .values({ requesterId: a.id, addresseeId: b.id, status: 'accepted', respondedAt: t.deps.now() })
    .execute();
}

/** A person with a guardian (a friend) for payments above ₵100, and a recipient. */
async function family() {
  const mama = await createMoneyUser(t, { balance: 2_000_00n, firstName: 'Mama', lastName: 'Esi' });
  const son = await createMoneyUser(t, { firstName: 'Kwaku', lastName: 'Guard' });
  const shop = await createMoneyUser(t, { firstName: 'Shop', lastName: 'Owner' });
  await withoutFirstPaymentWait(t, mama.id);
  await befriend(mama, son);
  const set = await mama.client.request('PUT', '/api/guardian', { guardianUsername: son.username, threshold: '100.00' });
  expect(set.status, set.text).toBe(200);
  return { mama, son, shop };
}

function guardianNotices(to: string) {
  return t.notifier.outbox.filter((m) => m.to === to);
}

describe('a guardian', () => {
  it('must be an accepted friend; bad input is refused and writes nothing', async () => {
    const ama = await createMoneyUser(t);
    const stranger = await createMoneyUser(t);
    const cases: [unknown, number, RegExp][] = [
      [{ guardianUsername: stranger.username, threshold: '100.00' }, 400, /must be one of your friends/],
      [{ guardianUsername: 'nobody_here_at_all', threshold: '100.00' }, 404, /No one has this username/],
      [{ guardianUsername: ama.username, threshold: '100.00' }, 400, /your own guardian/],
      [{ guardianUsername: stranger.username, threshold: '0.50' }, 400, /from ₵1\.00/],
      [{ threshold: '100.00' }, 400, /username/],
    ];
    for (const [body, status, message] of cases) {
      const res = await ama.client.request('PUT', '/api/guardian', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    expect(await countRows(t, 'guardians')).toBe(0);
    expect((await ama.client.get('/api/guardian')).body).toEqual({ guardian: null, threshold: null, pending: null });
    expect((await ama.client.delete('/api/guardian')).status).toBe(404);
  });

  it('a first guardian applies at once; a payment above the amount waits for their approval, and approving delivers it', async () => {
    const { mama, son, shop } = await family();
    expect((await mama.client.get('/api/guardian')).body).toMatchObject({
      guardian: { id: son.id, name: 'Kwaku Guard' },
      threshold: '100.00',
      pending: null,
    });

    const small = await mama.client.post('/api/send-money', { amount: '100.00', recipientUsername: shop.username });
    expect(small.body).toMatchObject({ status: 'completed' });

    const sentAt = t.deps.now().getTime();
    const big = await mama.client.post('/api/send-money', { amount: '300.00', recipientUsername: shop.username });
    expect(big.status, big.text).toBe(200);
    expect(big.body).toMatchObject({ status: 'pending', waiting: { reason: 'guardian' } });
    expect(new Date(big.body.waiting.until).getTime() - sentAt).toBeGreaterThanOrEqual(HOUR);
    expect(await balanceOf(t, mama.id)).toBe(1_600_00n);
    expect(await balanceOf(t, shop.id)).toBe(100_00n);
    await t.settle();
    await new Promise((r) => setTimeout(r, 100));
    expect(guardianNotices(son.email).some((m) => /Mama Esi asks you to approve ₵300\.00/.test(m.subject ?? ''))).toBe(true);

    // Only the guardian sees and decides it.
    expect((await shop.client.get('/api/guardian/requests')).body.requests).toEqual([]);
    expect((await shop.client.post(`/api/guardian/requests/${big.body.id}/approve`, {})).status).toBe(404);
    expect((await mama.client.post(`/api/guardian/requests/${big.body.id}/approve`, {})).status).toBe(404);
    const asked = await son.client.get('/api/guardian/requests');
    expect(asked.body.requests).toEqual([
      expect.objectContaining({ id: big.body.id, amount: '300.00', senderName: 'Mama Esi', recipientName: 'Shop Owner' }),
    ]);

    const approved = await son.client.post(`/api/guardian/requests/${big.body.id}/approve`, {});
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ status: 'completed' });
    expect(await balanceOf(t, shop.id)).toBe(400_00n);
    expect(await balanceOf(t, mama.id)).toBe(1_600_00n);
    expect((await son.client.post(`/api/guardian/requests/${big.body.id}/decline`, {})).status).toBe(409);
    expect((await son.client.get('/api/guardian/requests')).body.requests).toEqual([]);
    await new Promise((r) => setTimeout(r, 100));
    expect(guardianNotices(mama.email).some((m) => /guardian approved your payment of ₵300\.00/.test(m.text))).toBe(true);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('declined: the money is back at once and the sender is told', async () => {
    const { mama, son, shop } = await family();
    const big = await mama.client.post('/api/send-money', { amount: '500.00', recipientUsername: shop.username });
    const declined = await son.client.post(`/api/guardian/requests/${big.body.id}/decline`, {});
    expect(declined.status, declined.text).toBe(200);
    expect(declined.body).toMatchObject({ status: 'cancelled' });
    expect(await balanceOf(t, mama.id)).toBe(2_000_00n);
    expect(await balanceOf(t, shop.id)).toBe(0n);
    expect((await son.client.post(`/api/guardian/requests/${big.body.id}/approve`, {})).status).toBe(409);
    await new Promise((r) => setTimeout(r, 100));
    expect(guardianNotices(mama.email).some((m) => /guardian declined your payment of ₵500\.00/.test(m.text))).toBe(true);
  });

  it('no answer in 1 hour: the job gives the money back, once, and the guardian can no longer approve', async () => {
    const { mama, son, shop } = await family();
    const big = await mama.client.post('/api/send-money', { amount: '250.00', recipientUsername: shop.username });
    t.advanceClock(30 * 60_000);
    await endDueWaitingPayments(t.deps);
    expect(await balanceOf(t, mama.id)).toBe(1_750_00n);
    t.advanceClock(30 * 60_000 + 1_000);
    const sonAgain = await signIn(t, son.username);
    const late = await sonAgain.post(`/api/guardian/requests/${big.body.id}/approve`, {});
    expect(late.status).toBe(409);
    const runs = await Promise.all([endDueWaitingPayments(t.deps), endDueWaitingPayments(t.deps)]);
    expect(runs[0] + runs[1]).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(t, mama.id)).toBe(2_000_00n);
    expect(await balanceOf(t, shop.id)).toBe(0n);
    expect(
      (
        await t.deps.db
          .selectFrom('waitingPayments')
          .select('state')
          .where('transactionId', '=', String(big.body.id))
          .executeTakeFirstOrThrow()
      ).state,
    ).toBe('expired');
    await new Promise((r) => setTimeout(r, 100));
    expect(guardianNotices(mama.email).some((m) => /did not answer within the hour/.test(m.text))).toBe(true);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('changing or removing the guardian takes 24 hours, shown as pending with its time', async () => {
    const { mama, son, shop } = await family();
    const daughter = await createMoneyUser(t, { firstName: 'Adjoa', lastName: 'Guard' });
    await befriend(daughter, mama);
    const changedAt = t.deps.now().getTime();
    const change = await mama.client.request('PUT', '/api/guardian', { guardianUsername: daughter.username, threshold: '1000.00' });
    expect(change.body).toMatchObject({
      guardian: { id: son.id },
      threshold: '100.00',
      pending: { guardian: { id: daughter.id }, threshold: '1000.00' },
    });
    const delay = new Date(change.body.pending.effectiveAt).getTime() - changedAt;
    expect(delay).toBeGreaterThanOrEqual(24 * HOUR);
    expect(delay).toBeLessThan(24 * HOUR + 5_000);

    // Until then the old guardian still decides.
    const waits = await mama.client.post('/api/send-money', { amount: '200.00', recipientUsername: shop.username });
    expect(waits.body.waiting.reason).toBe('guardian');
    expect((await son.client.get('/api/guardian/requests')).body.requests).toHaveLength(1);
    await son.client.post(`/api/guardian/requests/${waits.body.id}/decline`, {});

    t.advanceClock(24 * HOUR + 1_000);
    const client = await signIn(t, mama.username);
    expect((await client.get('/api/guardian')).body).toMatchObject({ guardian: { id: daughter.id }, threshold: '1000.00', pending: null });
    expect((await client.post('/api/send-money', { amount: '200.00', recipientUsername: shop.username })).body.status).toBe('completed');

    const removal = await client.delete('/api/guardian');
    expect(removal.body).toMatchObject({ guardian: { id: daughter.id }, pending: { guardian: null, threshold: null } });
    expect((await client.post('/api/send-money', { amount: '1500.00', recipientUsername: shop.username })).body.waiting.reason).toBe(
      'guardian',
    );
    t.advanceClock(24 * HOUR + 1_000);
    const later = await signIn(t, mama.username);
    expect((await later.get('/api/guardian')).body).toEqual({ guardian: null, threshold: null, pending: null });
  });
});
