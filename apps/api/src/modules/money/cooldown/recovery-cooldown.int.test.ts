import { auditLedger } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPasswordOf } from '../../../testing/factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { settlePendingResets } from '../../auth/password-reset/password-reset-service';
import { balanceOf, createMoneyUser, moneyFootprint, moveClockToMidday, signIn, type MoneyTestUser } from '../testing/money-test-helpers';
import { moneyFootprint as transferFootprint, walletUser } from '../testing/transfer-test-helpers';
import { startRecoveryCooldown } from './recovery-cooldown';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
});

afterAll(async () => {
  await t?.close();
});

/** Rows and balances a refusal must leave as they were (a refusal under an Idempotency-Key is remembered: not counted). */
async function footprint() {
  const { keys: _remembered, ...rest } = await moneyFootprint(t);
  return rest;
}

const DAY = 24 * 60 * 60 * 1000;
const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });
const REFUSAL = /^For your safety, after a password reset you can send at most ₵200\.00 until 12:0\d tomorrow/;

/** A password reset as a person does it: the code from their phone, a new password, signed in again. */
async function resetPassword(user: MoneyTestUser): Promise<MoneyTestUser> {
  const asked = await t.client().post('/api/auth/forgot-password', { loginId: user.username });
  expect(asked.status).toBe(200);
  await settlePendingResets();
  const code = /\b(\d{6})\b/.exec(t.notifier.lastTo(user.phoneNumber)?.text ?? '')?.[1];
  const password = testPasswordOf('money');
  const reset = await t
    .client()
    .post('/api/auth/reset-password', { loginId: user.username, code, newPassword: password, confirmPassword: password });
  expect(reset.status, reset.text).toBe(200);
  return { ...user, client: await signIn(t, user.username) };
}

describe('the recovery cool-down after a password reset', () => {
  it('payments to new people share ₵200 for 24 hours; each refusal says why and until when and changes nothing', async () => {
    const known = await createMoneyUser(t);
    let ama = await createMoneyUser(t, { balance: 2_000_00n, firstName: 'Ama', lastName: 'Reset' });
    expect((await ama.client.post('/api/send-money', { amount: '10.00', recipientUsername: known.username })).body.status).toBe(
      'completed',
    );
    ama = await resetPassword(ama);
    const stranger = await createMoneyUser(t);

    const before = await moneyFootprint(t);
    const tooMuch = await ama.client.post('/api/send-money', { amount: '250.00', recipientUsername: stranger.username });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toMatch(REFUSAL);
    expect(await moneyFootprint(t)).toEqual(before);
    expect(await balanceOf(t, ama.id)).toBe(1_990_00n);

    expect((await ama.client.post('/api/send-money', { amount: '150.00', recipientUsername: stranger.username })).body.status).toBe(
      'completed',
    );
    const over = await ama.client.post('/api/send-money', { amount: '60.00', recipientPhone: '0209990001' });
    expect(over.status).toBe(422);
    expect(over.body.message).toMatch(/\(₵50\.00 left\)$/);
    // Someone first paid during the cool-down is still someone new.
    const again = await ama.client.post('/api/send-money', { amount: '60.00', recipientUsername: stranger.username });
    expect(again.status).toBe(422);
    // Someone paid before the reset is not limited.
    expect((await ama.client.post('/api/send-money', { amount: '300.00', recipientUsername: known.username })).body.status).toBe(
      'completed',
    );
    expect((await ama.client.post('/api/send-money', { amount: '50.00', recipientPhone: '0209990001' })).body.status).toBe('pending');

    // 24 hours on, the cool-down is over.
    t.advanceClock(DAY + 60_000);
    const client = await signIn(t, ama.username);
    expect((await client.post('/api/send-money', { amount: '250.00', recipientUsername: stranger.username })).body.status).toBe(
      'completed',
    );
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('two payments at the same moment cannot both fit in what is left: exactly one goes', async () => {
    let kojo = await createMoneyUser(t, { balance: 1_000_00n, firstName: 'Kojo', lastName: 'Race' });
    kojo = await resetPassword(kojo);
    const [a, b] = [await createMoneyUser(t), await createMoneyUser(t)];
    const answers = await Promise.all(
      [a, b].map((to) => kojo.client.post('/api/send-money', { amount: '150.00', recipientUsername: to.username }, key())),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.status === 422)!.body.message).toMatch(REFUSAL);
    expect(await balanceOf(t, kojo.id)).toBe(850_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('a money request from someone new is approved only within the allowance', async () => {
    const payer = await createMoneyUser(t, { balance: 1_000_00n });
    const asker = await createMoneyUser(t);
    await startRecoveryCooldown(t.deps.db, payer.id, 'password_reset', t.deps.now());
    const request = await asker.client.post('/api/money-requests', { payerId: payer.id, amount: '201.00' });
    expect(request.status, request.text).toBe(200);
    const before = await footprint();
    const approve = await payer.client.post(`/api/money-requests/${request.body.id}/respond`, { action: 'approve' }, key());
    expect(approve.status, approve.text).toBe(422);
    expect(approve.body.message).toMatch(REFUSAL);
    expect(await footprint()).toEqual(before);
    expect(await balanceOf(t, payer.id)).toBe(1_000_00n);
  });
});

describe('the recovery cool-down after a phone-number change, on every other way out', () => {
  it('a phone-number change through the app starts it', async () => {
    const yaw = await createMoneyUser(t, { balance: 1_000_00n });
    const stranger = await createMoneyUser(t);
    const sent = await yaw.client.post('/api/phone/send-verification', { phoneNumber: '024 555 7701' });
    expect(sent.status, sent.text).toBe(200);
    const code = /(\d{6})/.exec(t.notifier.lastTo('+233245557701')?.text ?? '')?.[1];
    const verified = await yaw.client.post('/api/phone/verify', { phoneNumber: '+233245557701', verificationCode: code });
    expect(verified.status, verified.text).toBe(200);
    const res = await yaw.client.post('/api/send-money', { amount: '200.01', recipientUsername: stranger.username });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(
      /^For your safety, after a phone-number change you can send at most ₵200\.00 until \d\d:\d\d tomorrow/,
    );
    expect(await balanceOf(t, yaw.id)).toBe(1_000_00n);
  });

  it('transfers out, bank transfers and merchant payments above ₵200 in total are refused, changing nothing', async () => {
    const kofi = await walletUser(t, 2_000_00n);
    await startRecoveryCooldown(t.deps.db, kofi.id, 'phone_change', t.deps.now());
    const phoneChange = /^For your safety, after a phone-number change you can send at most ₵200\.00 until \d\d:\d\d tomorrow/;

    let before = await transferFootprint(t);
    const out = await kofi.client.post('/api/wallet/transfer', { amount: '250.00', accountId: kofi.mtn, transferType: 'standard' });
    expect(out.status, out.text).toBe(422);
    expect(out.body.message).toMatch(phoneChange);
    expect(await transferFootprint(t)).toEqual(before);

    const bank = await kofi.client.post('/api/bank-transfers', {
      recipientName: 'Kofi Boateng',
      recipientAccount: '1234567890',
      bankCode: 'ECO',
      bankName: 'Ecobank Ghana',
      amount: '201.00',
      reference: `BT_${Date.now()}`,
      transferType: 'immediate',
    });
    expect(bank.status, bank.text).toBe(422);
    expect(bank.body.message).toMatch(phoneChange);
    expect(await transferFootprint(t)).toEqual(before);

    // ₵150 out is within the allowance; then a ₵60 merchant payment is over it.
    const small = await kofi.client.post('/api/wallet/transfer', { amount: '150.00', accountId: kofi.mtn, transferType: 'standard' });
    expect(small.status, small.text).toBe(200);
    const owner = await createMoneyUser(t);
    const shop = await owner.client.post('/api/merchants', { businessName: 'Cool Down Stores', categoryCode: '5411', city: 'Accra' });
    expect(shop.status, shop.text).toBe(200);
    before = await transferFootprint(t);
    const pay = await kofi.client.post('/api/merchant-payments', { merchantId: shop.body.merchantId, amount: '60.00' }, key());
    expect(pay.status, pay.text).toBe(422);
    expect(pay.body.message).toMatch(/\(₵50\.00 left\)$/);
    expect(await transferFootprint(t)).toEqual(before);
    const fits = await kofi.client.post('/api/merchant-payments', { merchantId: shop.body.merchantId, amount: '50.00' }, key());
    expect(fits.status, fits.text).toBe(200);
    expect(await balanceOf(t, kofi.id)).toBe(2_000_00n - 150_00n - 50_00n);
  });

  it('a bill payment above what is left is refused, changing nothing', async () => {
    const efua = await createMoneyUser(t, { balance: 1_000_00n });
    await startRecoveryCooldown(t.deps.db, efua.id, 'phone_change', t.deps.now());
    t.deps.billRail = {
      lookup: async (_billerId, customerNumber) => ({ customerName: `Customer ${customerNumber}` }),
      bundles: async () => [],
      pay: async () => ({ status: 'pending' }) as never,
      status: async () => ({ status: 'pending' }) as never,
      readCallback: () => null,
    };
    const before = await footprint();
    const res = await efua.client.post('/api/bill-payments', { billerId: 'dstv', customerNumber: '7012345678', amount: '200.01' }, key());
    expect(res.status, res.text).toBe(422);
    expect(res.body.message).toMatch(/after a phone-number change you can send at most ₵200\.00/);
    expect(await footprint()).toEqual(before);
    expect(await balanceOf(t, efua.id)).toBe(1_000_00n);
  });
});
