import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { toCedisString } from '@ghanapay/money';
import type { HttpClient } from '../../testing/http-client';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createMoneyUser, signIn, type MoneyTestUser } from '../money/testing/money-test-helpers';
import { runUntilFinal, walletUser, type WalletUser } from '../money/testing/transfer-test-helpers';
import { PASSWORD as SOCIAL_PASSWORD } from '../social/testing/social-test-helpers';
import { claimHeldPayments } from '../money/held-payments/held-payments';
import { getAnalytics } from './spending/analytics-service';

// A hand-computed fixture: Ama's money, every path once, on fixed days around the November →
// December boundary (Accra is UTC), read on 2 December 2026 at 10:00.
const NOW = new Date('2026-12-02T10:00:00Z');

let t: TestApp;
let ama: WalletUser;
let amaClient: HttpClient;
let kofi: MoneyTestUser;
let kofiClient: HttpClient;
let trotroId: number;
let airtimeId: number;
let scheduledTransferId: string;

async function backdatePayment(id: number, at: string) {
  await sql`UPDATE transactions SET created_at = ${at}::timestamptz WHERE id = ${id}`.execute(t.deps.db);
  await sql`UPDATE ledger_journals SET created_at = ${at}::timestamptz WHERE transaction_id = ${id}`.execute(t.deps.db);
  await sql`UPDATE ledger_entries SET created_at = ${at}::timestamptz WHERE journal_id IN (SELECT id FROM ledger_journals WHERE transaction_id = ${id})`.execute(
    t.deps.db,
  );
}

async function backdateTransfer(id: string, at: string) {
  await sql`UPDATE external_transfers SET created_at = ${at}::timestamptz WHERE id = ${id}`.execute(t.deps.db);
  await sql`
    UPDATE ledger_journals SET created_at = ${at}::timestamptz
    WHERE id IN (SELECT unnest(array[hold_journal_id, settle_journal_id]) FROM external_transfers WHERE id = ${id})`.execute(t.deps.db);
  await sql`
    UPDATE ledger_entries SET created_at = ${at}::timestamptz
    WHERE journal_id IN (SELECT unnest(array[hold_journal_id, settle_journal_id]) FROM external_transfers WHERE id = ${id})`.execute(
    t.deps.db,
  );
}

async function pay(from: { client: HttpClient }, to: { username: string }, amount: string, message: string): Promise<number> {
  const res = await from.client.post('/api/send-money', { amount, recipientUsername: to.username, message });
  expect(res.body?.status, res.text).toBe('completed');
  return Number(res.body.transactionId ?? res.body.transaction?.id ?? res.body.id);
}

beforeAll(async () => {
  t = await startTestApp();
  ama = await walletUser(t, 1_000_00n);
  kofi = await createMoneyUser(t, { firstName: 'Kofi', lastName: 'Boateng', balance: 100_00n });
  const esi = await createMoneyUser(t, { firstName: 'Esi', lastName: 'Owusu' });

  await backdatePayment(await pay(ama, kofi, '10.00', 'Lunch at the chop bar'), '2026-11-30T23:30:00Z');
  trotroId = await pay(ama, kofi, '20.00', 'trotro fare');
  await backdatePayment(trotroId, '2026-12-01T00:30:00Z');
  await backdatePayment(await pay(kofi, ama, '50.00', 'thanks'), '2026-11-28T12:00:00Z');
  airtimeId = await pay(ama, esi, '5.00', 'airtime');
  await backdatePayment(airtimeId, '2026-03-01T12:00:00Z');
  // Older than a year: in no range.
  await backdatePayment(await pay(ama, kofi, '7.00', 'food'), '2025-11-01T12:00:00Z');

  const out = await ama.client.post('/api/wallet/transfer', { amount: '100.00', accountId: ama.mtn, transferType: 'instant', fee: '1.75' });
  expect(out.status, out.text).toBe(200);
  expect(await runUntilFinal(t, out.body.transfer.id)).toBe('completed');
  await backdateTransfer(out.body.transfer.id, '2026-11-10T09:00:00Z');
  const added = await ama.client.post('/api/wallet/add-money', { amount: '25.50', accountId: ama.mtn });
  expect(await runUntilFinal(t, added.body.transfer.id)).toBe('completed');
  await backdateTransfer(added.body.transfer.id, '2026-10-15T09:00:00Z');
  // Still scheduled (standard: paid out in 3 business days): its money is held, not spent.
  const pending = await ama.client.post('/api/wallet/transfer', { amount: '30.00', accountId: ama.bank, transferType: 'standard' });
  expect(pending.status, pending.text).toBe(200);
  scheduledTransferId = pending.body.transfer.id;
  await backdateTransfer(scheduledTransferId, '2026-11-29T09:00:00Z');

  t.advanceClock(NOW.getTime() - t.deps.now().getTime());
  amaClient = t.client();
  const login = await amaClient.post('/api/auth/login', { loginId: ama.username, password: SOCIAL_PASSWORD });
  expect(login.status, login.text).toBe(200);
  kofiClient = await signIn(t, kofi.username);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/analytics', () => {
  it('7 days: the two sides of the month boundary land in November and December', async () => {
    const res = await amaClient.get('/api/analytics?days=7');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      range: { days: 7, label: 'Last 7 days', from: '2026-11-26T00:00:00.000Z' },
      totalSpent: '30.00',
      totalReceived: '50.00',
      netFlow: '20.00',
      totalTransactions: 3,
      averageTransactionAmount: '26.67',
      monthlyTrend: [
        { month: '2026-11', sent: '10.00', received: '50.00' },
        { month: '2026-12', sent: '20.00', received: '0.00' },
      ],
      topRecipients: [{ name: 'Kofi Boateng', amount: '30.00', transactions: 2 }],
      categoryBreakdown: [
        { category: 'transport', amount: '20.00', percentage: 67 },
        { category: 'food', amount: '10.00', percentage: 33 },
      ],
      fraudAlerts: 0,
      successRate: 100,
    });
  });

  it('30 days (the default, and /api/analytics/30): a transfer out counts its amount and its fee apart', async () => {
    const res = await amaClient.get('/api/analytics');
    expect(res.status, res.text).toBe(200);
    const { range: _range, ...figures } = res.body;
    expect((await amaClient.get('/api/analytics/30')).body).toMatchObject(figures);
    expect(res.body).toMatchObject({
      range: { days: 30, label: 'Last 30 days', from: '2026-11-03T00:00:00.000Z' },
      totalSpent: '131.75',
      totalReceived: '50.00',
      netFlow: '-81.75',
      totalTransactions: 4,
      averageTransactionAmount: '45.44',
      monthlyTrend: [
        { month: '2026-11', sent: '111.75', received: '50.00' },
        { month: '2026-12', sent: '20.00', received: '0.00' },
      ],
      topRecipients: [
        { name: ama.name, amount: '100.00', transactions: 1 },
        { name: 'Kofi Boateng', amount: '30.00', transactions: 2 },
      ],
      categoryBreakdown: [
        { category: 'other', amount: '100.00', percentage: 76 },
        { category: 'transport', amount: '20.00', percentage: 15 },
        { category: 'food', amount: '10.00', percentage: 8 },
        { category: 'fees', amount: '1.75', percentage: 1 },
      ],
    });
  });

  it('3 months: money added from mobile money is received; empty months are zeros', async () => {
    const res = await amaClient.get('/api/analytics/90');
    expect(res.body).toMatchObject({
      range: { days: 90, label: 'Last 3 months', from: '2026-09-04T00:00:00.000Z' },
      totalSpent: '131.75',
      totalReceived: '75.50',
      totalTransactions: 5,
      averageTransactionAmount: '41.45',
      monthlyTrend: [
        { month: '2026-09', sent: '0.00', received: '0.00' },
        { month: '2026-10', sent: '0.00', received: '25.50' },
        { month: '2026-11', sent: '111.75', received: '50.00' },
        { month: '2026-12', sent: '20.00', received: '0.00' },
      ],
    });
  });

  it('1 year: 13 months, every category, percentages adding up to 100', async () => {
    const res = await amaClient.get('/api/analytics?days=365');
    expect(res.body).toMatchObject({
      range: { days: 365, label: 'Last year', from: '2025-12-03T00:00:00.000Z' },
      totalSpent: '136.75',
      totalReceived: '75.50',
      netFlow: '-61.25',
      totalTransactions: 6,
      averageTransactionAmount: '35.38',
      topRecipients: [
        { name: ama.name, amount: '100.00', transactions: 1 },
        { name: 'Kofi Boateng', amount: '30.00', transactions: 2 },
        { name: 'Esi Owusu', amount: '5.00', transactions: 1 },
      ],
      categoryBreakdown: [
        { category: 'other', amount: '100.00', percentage: 73 },
        { category: 'transport', amount: '20.00', percentage: 15 },
        { category: 'food', amount: '10.00', percentage: 7 },
        { category: 'airtime_and_data', amount: '5.00', percentage: 4 },
        { category: 'fees', amount: '1.75', percentage: 1 },
      ],
    });
    expect(res.body.monthlyTrend).toHaveLength(13);
    expect(res.body.monthlyTrend[3]).toEqual({ month: '2026-03', sent: '5.00', received: '0.00' });
  });

  it('the other side sees the same payments the other way round', async () => {
    const res = await kofiClient.get('/api/analytics/7');
    expect(res.body).toMatchObject({
      totalSpent: '50.00',
      totalReceived: '30.00',
      topRecipients: [{ name: ama.name, amount: '50.00', transactions: 1 }],
      categoryBreakdown: [{ category: 'other', amount: '50.00', percentage: 100 }],
    });
  });

  it('someone with no payments gets zeros and empty lists, never sample data', async () => {
    const nobody = await createMoneyUser(t);
    const res = await nobody.client.get('/api/analytics');
    expect(res.body).toMatchObject({
      totalSpent: '0.00',
      totalReceived: '0.00',
      totalTransactions: 0,
      averageTransactionAmount: '0.00',
      topRecipients: [],
      categoryBreakdown: [],
      fraudAlerts: 0,
      successRate: null,
    });
    expect(res.body.monthlyTrend).toEqual([
      { month: '2026-11', sent: '0.00', received: '0.00' },
      { month: '2026-12', sent: '0.00', received: '0.00' },
    ]);
  });

  it('refuses another range and a signed-out caller', async () => {
    const res = await amaClient.get('/api/analytics?days=14');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Range must be 7, 30, 90 or 365 days');
    expect((await amaClient.get('/api/analytics/abc')).status).toBe(400);
    expect((await t.client().get('/api/analytics')).status).toBe(401);
  });
});

describe('categories', () => {
  it('suggests one from the message, and the person can change it; analytics follow', async () => {
    const before = await amaClient.get(`/api/transactions/${trotroId}/category`);
    expect(before.body).toEqual({ transactionId: trotroId, category: 'transport', chosen: false });
    const changed = await amaClient.patch(`/api/transactions/${trotroId}/category`, { category: 'food' });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toEqual({ transactionId: trotroId, category: 'food', chosen: true });
    expect((await amaClient.get(`/api/transactions/${trotroId}/category`)).body.category).toBe('food');
    const week = await amaClient.get('/api/analytics/7');
    expect(week.body.categoryBreakdown).toEqual([{ category: 'food', amount: '30.00', percentage: 100 }]);
  });

  it('only the sender files a payment: the recipient and anyone else get 404, a made-up category 400', async () => {
    expect((await kofiClient.patch(`/api/transactions/${trotroId}/category`, { category: 'rent_and_utilities' })).status).toBe(404);
    expect((await kofiClient.get(`/api/transactions/${trotroId}/category`)).status).toBe(404);
    const bad = await amaClient.patch(`/api/transactions/${trotroId}/category`, { category: 'beer' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Category must be one of: food, transport/);
    expect((await amaClient.get(`/api/transactions/${trotroId}/category`)).body.category).toBe('food');
  });
});

// Closed days and months are read from rollups (docs/decisions.md, "Analytics rollups"): these change
// a closed period after its rollup was made, and the answer must follow, as a live read does.
describe('closed periods change after they were rolled up', () => {
  const live = (days: 7 | 30 | 90 | 365) => getAnalytics(t.deps, ama.id, days, { rollups: false });
  const rolledUp = async (): Promise<number> => {
    const { rows } = await sql<{ n: string }>`SELECT count(*)::text AS n FROM analytics_rollup_periods WHERE user_id = ${ama.id}`.execute(
      t.deps.db,
    );
    return Number(rows[0]!.n);
  };

  it('a category changed on a payment of a closed month (March, inside a year)', async () => {
    const before = await amaClient.get('/api/analytics/365');
    expect(before.body.categoryBreakdown).toContainEqual({ category: 'airtime_and_data', amount: '5.00', percentage: 4 });
    expect(await rolledUp()).toBeGreaterThan(0);
    expect((await amaClient.patch(`/api/transactions/${airtimeId}/category`, { category: 'shopping' })).status).toBe(200);
    const after = await amaClient.get('/api/analytics/365');
    expect(after.body.categoryBreakdown).toContainEqual({ category: 'shopping', amount: '5.00', percentage: 4 });
    expect(after.body.categoryBreakdown.map((c: { category: string }) => c.category)).not.toContain('airtime_and_data');
    expect(after.body).toEqual({ ...(await live(365)), range: after.body.range });
  });

  it('a transfer out still scheduled when its day was rolled up counts once it completes', async () => {
    const before = await amaClient.get('/api/analytics/7');
    expect(before.body.totalSpent).toBe('30.00');
    expect(await runUntilFinal(t, scheduledTransferId)).toBe('completed');
    const row = await t.deps.db
      .selectFrom('externalTransfers')
      .select('feePesewas')
      .where('id', '=', scheduledTransferId)
      .executeTakeFirstOrThrow();
    const spentNovember = 10_00n + 30_00n + BigInt(row.feePesewas);
    const after = await amaClient.get('/api/analytics/7');
    expect(after.body.monthlyTrend[0]).toEqual({ month: '2026-11', sent: toCedisString(spentNovember), received: '50.00' });
    expect(after.body.totalSpent).toBe(toCedisString(spentNovember + 20_00n));
    for (const days of [7, 30, 90, 365] as const) {
      const res = await amaClient.get(`/api/analytics/${days}`);
      expect(res.body).toEqual({ ...(await live(days)), range: res.body.range });
    }
  });

  it('a payment held for someone without an account counts for its sender on its own day once claimed', async () => {
    const phone = '+233209990014';
    const sent = await amaClient.post('/api/send-money', { amount: '12.00', recipientPhone: phone, message: 'for mum' });
    expect(sent.body?.status, sent.text).toBe('pending');
    const id = Number(sent.body.transactionId ?? sent.body.transaction?.id ?? sent.body.id);
    await backdatePayment(id, '2026-11-27T15:00:00Z');
    const before = await amaClient.get('/api/analytics/7');
    expect(before.body.totalTransactions).toBe(4);

    const yaa = await createMoneyUser(t, { firstName: 'Yaa', lastName: 'Asantewaa', phoneNumber: phone });
    expect((await claimHeldPayments(t.deps.db, { userId: yaa.id, phone, email: null })).claimedTransactionIds).toEqual([id]);
    const after = await amaClient.get('/api/analytics/7');
    expect(after.body.totalTransactions).toBe(5);
    expect(after.body.topRecipients).toContainEqual({ name: 'Yaa Asantewaa', amount: '12.00', transactions: 1 });
    expect(after.body.categoryBreakdown).toContainEqual(expect.objectContaining({ category: 'family_and_friends', amount: '12.00' }));
    expect(after.body).toEqual({ ...(await live(7)), range: after.body.range });
  });
});
