import { auditLedger } from '@ghanapay/ledger';
import { TIER_LIMITS, type KycTier } from '@ghanapay/money';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { balanceOf, createMoneyUser, heldBalance, moneyFootprint, moveClockToMidday } from '../testing/money-test-helpers';
import { walletUser } from '../testing/transfer-test-helpers';
import { claimHeldPayments } from '../held-payments/held-payments';

/**
 * The Bank of Ghana's tiered limits on every path that moves money (migration 0015): refused whole,
 * with a message that says what is left, and exact under concurrency.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
});
afterAll(async () => {
  await t?.close();
});

async function setTier(userId: string, tier: KycTier) {
  await t.deps.db.updateTable('users').set({ kycTier: tier }).where('id', '=', userId).execute();
}

describe('GET /api/limits', () => {
  it('shows a new account’s minimum tier, its limits and what is left', async () => {
    const ama = await createMoneyUser(t, { balance: 1_000_00n });
    const payee = await createMoneyUser(t);
    expect((await ama.client.post('/api/send-money', { amount: '250.00', recipientUsername: payee.username })).status).toBe(200);
    const res = await ama.client.get('/api/limits');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      tier: 'minimum',
      tierName: 'Minimum KYC',
      dailyLimit: '3000.00',
      monthlyLimit: '10000.00',
      maxBalance: '5000.00',
      usedToday: '250.00',
      leftToday: '2750.00',
      usedThisMonth: '250.00',
      leftThisMonth: '9750.00',
      balance: '750.00',
      balanceRoom: '4250.00',
    });
  });

  it('follows the tier: medium has no monthly limit', async () => {
    const kofi = await createMoneyUser(t, { tier: 'medium' });
    const res = await kofi.client.get('/api/limits');
    expect(res.body).toMatchObject({
      tier: 'medium',
      tierName: 'Medium KYC',
      dailyLimit: '15000.00',
      maxBalance: '40000.00',
      monthlyLimit: null,
      leftThisMonth: null,
    });
  });

  it('is refused to a stranger', async () => {
    expect((await t.client().get('/api/limits')).status).toBe(401);
  });

  it('holds the same figures as the database that enforces them', async () => {
    const { rows } = await sql<{ tier: KycTier; daily: string; maxBalance: string; monthly: string | null }>`
      SELECT t.tier, l.daily_pesewas AS daily, l.max_balance_pesewas AS max_balance, l.monthly_pesewas AS monthly
      FROM unnest(ARRAY['minimum', 'medium', 'enhanced']) AS t (tier), kyc_tier_limits(t.tier) AS l`.execute(t.deps.db);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      const limits = TIER_LIMITS[row.tier];
      expect([BigInt(row.daily), BigInt(row.maxBalance), row.monthly === null ? null : BigInt(row.monthly)]).toEqual([
        limits.dailyPesewas,
        limits.maxBalancePesewas,
        limits.monthlyPesewas,
      ]);
    }
  });
});

describe('the daily limit', () => {
  it('refuses the send that would pass it, whole, and says what is left', async () => {
    const ama = await createMoneyUser(t, { balance: 5_000_00n });
    const payee = await createMoneyUser(t, { tier: 'enhanced' });
    expect((await ama.client.post('/api/send-money', { amount: '2900.00', recipientUsername: payee.username })).status).toBe(200);
    const before = await moneyFootprint(t);
    const res = await ama.client.post('/api/send-money', { amount: '100.01', recipientUsername: payee.username });
    expect(res.status, res.text).toBe(422);
    expect(res.body).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message: 'This would pass your daily limit of ₵3,000.00. You can send ₵100.00 more today. Verify your identity to raise your limits.',
    });
    expect(await moneyFootprint(t)).toEqual(before);
    expect(await balanceOf(t, ama.id)).toBe(2_100_00n);
    // Exactly up to the limit is allowed.
    expect((await ama.client.post('/api/send-money', { amount: '100.00', recipientUsername: payee.username })).status).toBe(200);
    expect((await ama.client.get('/api/limits')).body).toMatchObject({ usedToday: '3000.00', leftToday: '0.00' });
  });

  it('lets exactly the allowed ones of 20 concurrent sends through', async () => {
    const ama = await createMoneyUser(t, { balance: 5_000_00n });
    const payees = await Promise.all(Array.from({ length: 4 }, () => createMoneyUser(t, { tier: 'enhanced' })));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ama.client.post(
          '/api/send-money',
          { amount: '200.00', recipientUsername: payees[i % 4]!.username },
          { 'Idempotency-Key': `limit-${i}` },
        ),
      ),
    );
    const completed = answers.filter((r) => r.status === 200 && r.body.status === 'completed').length;
    const blocked = answers.filter((r) => r.status === 200 && r.body.status === 'blocked').length;
    const limited = answers.filter((r) => r.status === 422 && r.body.code === 'LIMIT_EXCEEDED').length;
    // ₵3,000 / ₵200 = 15 sends; a burst the fraud checks block moves no money and takes no room.
    expect(completed + blocked + limited, answers.map((r) => r.text).join('\n')).toBe(20);
    expect(completed).toBe(Math.min(15, 20 - blocked));
    expect(await balanceOf(t, ama.id)).toBe(5_000_00n - BigInt(completed) * 200_00n);
    expect((await ama.client.get('/api/limits')).body.usedToday).toBe(`${completed * 200}.00`);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('counts approving a money request, and refuses the approval that would pass it', async () => {
    const ama = await createMoneyUser(t, { balance: 4_000_00n });
    const kofi = await createMoneyUser(t, { tier: 'enhanced' });
    expect((await ama.client.post('/api/send-money', { amount: '2950.00', recipientUsername: kofi.username })).status).toBe(200);
    const request = await kofi.client.post('/api/money-requests', { payerId: ama.id, amount: '60.00', message: 'Lunch' });
    expect(request.status, request.text).toBe(200);
    const before = await moneyFootprint(t);
    const res = await ama.client.post(`/api/money-requests/${request.body.id}/respond`, { action: 'approve' });
    expect(res.status, res.text).toBe(422);
    expect(res.body.message).toBe(
      'This would pass your daily limit of ₵3,000.00. You can send ₵50.00 more today. Verify your identity to raise your limits.',
    );
    expect(await moneyFootprint(t)).toEqual(before);
  });

  it('holds for a split bill’s share, which is a money request', async () => {
    const efua = await createMoneyUser(t, { tier: 'enhanced' });
    const yaw = await createMoneyUser(t, { balance: 4_000_00n });
    const payee = await createMoneyUser(t, { tier: 'enhanced' });
    expect((await yaw.client.post('/api/send-money', { amount: '2990.00', recipientUsername: payee.username })).status).toBe(200);
    const bill = await efua.client.post('/api/split-bills', {
      description: 'Dinner at Buka',
      totalAmount: '40.00',
      participants: [
        { userId: efua.id, name: efua.name, email: efua.email },
        { userId: yaw.id, name: yaw.name, email: yaw.email },
      ],
    });
    expect(bill.status, bill.text).toBe(200);
    const share = bill.body.participants.find((p: { userId: string }) => p.userId === yaw.id);
    const before = await moneyFootprint(t);
    const res = await yaw.client.post(`/api/money-requests/${share.requestId}/respond`, { action: 'approve' });
    expect(res.status, res.text).toBe(422);
    expect(res.body.message).toBe(
      'This would pass your daily limit of ₵3,000.00. You can send ₵10.00 more today. Verify your identity to raise your limits.',
    );
    expect(await moneyFootprint(t)).toEqual(before);
  });

  it('counts a transfer out with its fee, and refuses the one that would pass it', async () => {
    const ama = await walletUser(t, 4_000_00n);
    const first = await ama.client.post('/api/wallet/transfer', { amount: '2900.00', accountId: ama.mtn, transferType: 'standard' });
    expect(first.status, first.text).toBe(200);
    const res = await ama.client.post('/api/wallet/transfer', {
      amount: '99.00',
      accountId: ama.mtn,
      transferType: 'instant',
      fee: '1.73',
    });
    expect(res.status, res.text).toBe(422);
    expect(res.body.message).toBe(
      'This would pass your daily limit of ₵3,000.00. You can send ₵100.00 more today. Verify your identity to raise your limits.',
    );
    const bank = await ama.client.post('/api/bank-transfers', {
      recipientName: 'Esi Mensah',
      recipientAccount: '1234567890',
      bankCode: 'GCB',
      amount: '100.01',
      transferType: 'immediate',
    });
    expect(bank.status, bank.text).toBe(422);
    expect(bank.body.code).toBe('LIMIT_EXCEEDED');
    expect(await balanceOf(t, ama.id)).toBe(1_100_00n);
  });

  it('rises with the tier', async () => {
    const ama = await createMoneyUser(t, { balance: 5_000_00n });
    const payee = await createMoneyUser(t, { tier: 'enhanced' });
    expect((await ama.client.post('/api/send-money', { amount: '3000.00', recipientUsername: payee.username })).status).toBe(200);
    expect((await ama.client.post('/api/send-money', { amount: '1.00', recipientUsername: payee.username })).status).toBe(422);
    await setTier(ama.id, 'medium');
    expect((await ama.client.post('/api/send-money', { amount: '1.00', recipientUsername: payee.username })).status).toBe(200);
  });
});

describe('the monthly limit (minimum tier)', () => {
  it('counts the earlier days of the month', async () => {
    const ama = await createMoneyUser(t, { balance: 5_000_00n });
    const payee = await createMoneyUser(t, { tier: 'enhanced' });
    // ₵8,000 already sent this month, on its first day (which may be today).
    const { rows } = await sql<{ firstDay: string; today: string }>`
      SELECT date_trunc('month', (now() AT TIME ZONE 'Africa/Accra')::date)::date::text AS first_day,
        (now() AT TIME ZONE 'Africa/Accra')::date::text AS today`.execute(t.deps.db);
    const { firstDay, today } = rows[0]!;
    await sql`
      INSERT INTO wallet_limit_usage (account_id, day, out_pesewas)
      SELECT id, ${firstDay}::date, 800000 FROM ledger_accounts WHERE user_id = ${ama.id} AND kind = 'wallet'`.execute(t.deps.db);
    const res = await ama.client.post('/api/send-money', { amount: '2000.01', recipientUsername: payee.username });
    expect(res.status, res.text).toBe(422);
    expect(res.body.message).toBe(
      firstDay === today
        ? 'This would pass your daily limit of ₵3,000.00. You can send ₵0.00 more today. Verify your identity to raise your limits.'
        : 'This would pass your monthly limit of ₵10,000.00. You can send ₵2,000.00 more this month. Verify your identity to raise your limits.',
    );
  });
});

describe('the balance limit', () => {
  it('refuses a payment that would take the payee above theirs, without telling their balance', async () => {
    const ama = await createMoneyUser(t, { balance: 1_000_00n, tier: 'enhanced' });
    const full = await createMoneyUser(t, { balance: 4_990_00n });
    const before = await moneyFootprint(t);
    const res = await ama.client.post('/api/send-money', { amount: '10.01', recipientUsername: full.username });
    expect(res.status, res.text).toBe(422);
    expect(res.body.message).toBe(
      "The recipient can't receive this amount: it would take their balance above their account's limit. Try a smaller amount.",
    );
    expect(await moneyFootprint(t)).toEqual(before);
    expect((await ama.client.post('/api/send-money', { amount: '10.00', recipientUsername: full.username })).status).toBe(200);
    expect(await balanceOf(t, full.id)).toBe(5_000_00n);
  });

  it('refuses Add Money that would take the person above theirs', async () => {
    const ama = await walletUser(t, 4_900_00n);
    const res = await ama.client.post('/api/wallet/add-money', { amount: '100.01', accountId: ama.mtn });
    expect(res.status, res.text).toBe(422);
    expect(res.body.message).toBe('This would take your balance above your limit of ₵5,000.00. Verify your identity to raise your limits.');
    expect((await ama.client.post('/api/wallet/add-money', { amount: '100.00', accountId: ama.mtn })).status).toBe(200);
  });

  it('leaves a payment held when claiming it would take the new wallet above its limit', async () => {
    const ama = await createMoneyUser(t, { balance: 5_000_00n, tier: 'enhanced' });
    const phone = '+233509998877';
    const sent = await ama.client.post('/api/send-money', { amount: '20.00', recipientPhone: phone });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.status).toBe('pending');
    const heldBefore = await heldBalance(t);
    const newcomer = await createMoneyUser(t, { balance: 4_990_00n, phoneNumber: phone });
    const claimed = await claimHeldPayments(t.deps.db, { userId: newcomer.id, phone, email: null });
    expect(claimed.claimedTransactionIds).toEqual([]);
    expect(await heldBalance(t)).toBe(heldBefore);
    expect(await balanceOf(t, newcomer.id)).toBe(4_990_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });
});
