import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditFromFunding } from '@ghanapay/ledger';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import {
  balanceOf,
  countRows,
  createMoneyUser,
  moneyFootprint,
  moveClockToMidday,
  reportUser,
  type MoneyTestUser,
} from '../testing/money-test-helpers';

let t: TestApp;
let ama: MoneyTestUser;
let kofi: MoneyTestUser;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
  ama = await createMoneyUser(t, {
    balance: 500_00n,
    firstName: 'Ama',
    lastName: 'Mensah',
    phoneNumber: '+233241110001',
    email: 'ama@example.com',
  });
  kofi = await createMoneyUser(t, {
    firstName: 'Kofi',
    lastName: 'Boateng',
    phoneNumber: '+233241110002',
    email: 'kofi.boateng@example.com',
  });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/send-money', () => {
  it('sends to a username and answers with the transaction, never with the recipient’s phone or e-mail', async () => {
    const res = await ama.client.post('/api/send-money', { amount: '12.50', recipientUsername: kofi.username, message: 'Lunch' });
    expect(res.status, res.text).toBe(200);
    expect(res.text).not.toContain('+233241110002');
    expect(res.text).not.toContain('kofi.boateng@example.com');
    expect(res.body).toMatchObject({
      senderId: ama.id,
      recipientId: kofi.id,
      recipientPhone: null,
      recipientEmail: null,
      recipientUsername: kofi.username,
      amount: '12.50',
      message: 'Lunch',
      status: 'completed',
      transactionType: 'send',
      senderName: 'Ama Mensah',
      recipientName: 'Kofi Boateng',
    });
    expect(typeof res.body.id).toBe('number');
    expect(res.body.displayId).toBe(`GHP${String(res.body.id).padStart(8, '0')}`);
    expect(res.body.fraudScore).toBeLessThanOrEqual(30);
    expect(Array.isArray(res.body.fraudReasons)).toBe(true);
    expect(new Date(res.body.createdAt).toString()).not.toBe('Invalid Date');
    expect(await balanceOf(t, ama.id)).toBe(487_50n);
    expect(await balanceOf(t, kofi.id)).toBe(12_50n);
  });

  it.each([
    ['0241110002', 'local spelling'],
    ['+233 24 111 0002', 'international with spaces'],
    ['233241110002', 'without the plus'],
    ['024-111-0002', 'with dashes'],
  ])('finds the recipient by phone %s (%s)', async (phone) => {
    const before = await balanceOf(t, kofi.id);
    const res = await ama.client.post('/api/send-money', { amount: '1', recipientPhone: phone });
    expect(res.status, res.text).toBe(200);
    expect(res.body.recipientId).toBe(kofi.id);
    expect(res.body.amount).toBe('1.00');
    expect(await balanceOf(t, kofi.id)).toBe(before + 100n);
  });

  it('finds the recipient by email in any case and by username with @ in any case', async () => {
    const byEmail = await ama.client.post('/api/send-money', { amount: '0.50', recipientEmail: 'KOFI.Boateng@Example.com' });
    expect(byEmail.status, byEmail.text).toBe(200);
    expect(byEmail.body.recipientId).toBe(kofi.id);
    const byHandle = await ama.client.post('/api/send-money', { amount: '0.05', recipientUsername: `@${kofi.username.toUpperCase()}` });
    expect(byHandle.status, byHandle.text).toBe(200);
    expect(byHandle.body.recipientId).toBe(kofi.id);
    expect(byHandle.body.amount).toBe('0.05');
  });

  it('ignores empty recipient fields the form sends along', async () => {
    const res = await ama.client.post('/api/send-money', {
      amount: '2.00',
      recipientPhone: '',
      recipientEmail: '',
      recipientUsername: kofi.username,
      message: '',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBeNull();
  });

  describe('refuses bad input with the spec’s message and writes nothing', () => {
    it.each([
      [{ recipientUsername: 'x' }, 'Amount is required'],
      [{ amount: '', recipientUsername: 'x' }, 'Amount is required'],
      [{ amount: '   ', recipientUsername: 'x' }, 'Amount is required'],
      [{ amount: '0', recipientUsername: 'x' }, 'Amount must be a positive number'],
      [{ amount: '0.00', recipientUsername: 'x' }, 'Amount must be a positive number'],
      [{ amount: '-5', recipientUsername: 'x' }, 'Amount must be a positive number'],
      [{ amount: 'abc', recipientUsername: 'x' }, 'Amount must be a positive number'],
      [{ amount: '1e3', recipientUsername: 'x' }, 'Amount must be a positive number'],
      [{ amount: 12.5, recipientUsername: 'x' }, 'Amount must be a positive number'],
      [{ amount: '12.345', recipientUsername: 'x' }, 'Amount can have at most 2 decimal places'],
      [{ amount: '1234567890123', recipientUsername: 'x' }, 'Amount is too large'],
      [{ amount: '25000.01', recipientUsername: 'x' }, 'Amount cannot exceed ₵25,000.00 per transaction'],
      [{ amount: '999999999999.99', recipientUsername: 'x' }, 'Amount cannot exceed ₵25,000.00 per transaction'],
      [{ amount: '10' }, 'Please provide a phone number, email, or username'],
      [
        { amount: '10', recipientPhone: '', recipientEmail: '', recipientUsername: '' },
        'Please provide a phone number, email, or username',
      ],
      [{ amount: '10', recipientEmail: 'not-an-email' }, 'Please enter a valid email address'],
      [{ amount: '10', recipientPhone: '12345' }, 'Please enter a valid Ghana phone number'],
      // A landline or an unused range: a payment held for it could never be claimed.
      [{ amount: '10', recipientPhone: '0302123456' }, 'Please enter a valid Ghana phone number'],
      [{ amount: '10', recipientPhone: '0111111111' }, 'Please enter a valid Ghana phone number'],
      [{ amount: '10', recipientUsername: 'x', message: 'm'.repeat(281) }, 'Message must be at most 280 characters'],
    ])('%j → 400 "%s"', async (body, message) => {
      const before = await moneyFootprint(t);
      const balance = await balanceOf(t, ama.id);
      const res = await ama.client.post('/api/send-money', body);
      expect(res.status, res.text).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await moneyFootprint(t)).toEqual(before);
      expect(await balanceOf(t, ama.id)).toBe(balance);
    });
  });

  it.each([
    ['username', () => ({ recipientUsername: ama.username.toUpperCase() })],
    ['phone', () => ({ recipientPhone: '0241110001' })],
    ['email', () => ({ recipientEmail: 'AMA@example.com' })],
  ])('refuses sending to yourself (by %s)', async (_by, recipient) => {
    const before = await moneyFootprint(t);
    const res = await ama.client.post('/api/send-money', { amount: '5.00', ...recipient() });
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe('You cannot send money to yourself');
    expect(await moneyFootprint(t)).toEqual(before);
  });

  it('accepts exactly the per-transaction maximum, ₵25,000.00, when the wallet holds it', async () => {
    const rich = await createMoneyUser(t, { balance: 2_500_000n, tier: 'enhanced' });
    const payee = await createMoneyUser(t, { tier: 'enhanced' });
    const res = await rich.client.post('/api/send-money', { amount: '25000.00', recipientUsername: payee.username });
    expect(res.status, res.text).toBe(200);
    expect(res.body.amount).toBe('25000.00');
  });

  it('answers 404 for a username nobody has', async () => {
    const before = await moneyFootprint(t);
    const res = await ama.client.post('/api/send-money', { amount: '5.00', recipientUsername: 'nobody_here' });
    expect(res.status, res.text).toBe(404);
    expect(res.body.message).toBe('No Nkabom user has the username @nobody_here');
    expect(await moneyFootprint(t)).toEqual(before);
  });

  it('refuses details that name two different people', async () => {
    const res = await ama.client.post('/api/send-money', {
      amount: '5.00',
      recipientUsername: kofi.username,
      recipientEmail: 'ama@example.com',
    });
    expect(res.status, res.text).toBe(400);
  });

  it('refuses more than the balance with 422 INSUFFICIENT_FUNDS and moves nothing', async () => {
    const poor = await createMoneyUser(t, { balance: 10_00n });
    const before = await moneyFootprint(t);
    const res = await poor.client.post('/api/send-money', { amount: '10.01', recipientUsername: kofi.username });
    expect(res.status, res.text).toBe(422);
    expect(res.body).toMatchObject({ message: 'Insufficient balance', code: 'INSUFFICIENT_FUNDS' });
    expect(await moneyFootprint(t)).toEqual(before);
    expect(await balanceOf(t, poor.id)).toBe(10_00n);
    // Exactly the balance is fine.
    const all = await poor.client.post('/api/send-money', { amount: '10.00', recipientUsername: kofi.username });
    expect(all.status, all.text).toBe(200);
    expect(await balanceOf(t, poor.id)).toBe(0n);
  });

  it('a refused send with an Idempotency-Key writes only its stored refusal, which the key replays', async () => {
    // The payment, its stored answer and its journal are written before the wallets are locked
    // (migration 0023); a refusal under the locks must take all of them back. What stays is the
    // refusal stored with the key (docs/decisions.md, "Errors"), so a retry answers as the key did.
    const poor = await createMoneyUser(t, { balance: 3_00n });
    const before = await moneyFootprint(t);
    const key = { 'Idempotency-Key': 'refused-then-funded' };
    const refused = await poor.client.post('/api/send-money', { amount: '5.00', recipientUsername: kofi.username }, key);
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await moneyFootprint(t)).toEqual({ ...before, keys: before.keys + 1 });
    await creditFromFunding(t.deps.db, { userId: poor.id, amountPesewas: 2_00n });
    const replayed = await poor.client.post('/api/send-money', { amount: '5.00', recipientUsername: kofi.username }, key);
    expect(replayed.status, replayed.text).toBe(422);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceOf(t, poor.id)).toBe(5_00n);
    const sent = await poor.client.post(
      '/api/send-money',
      { amount: '5.00', recipientUsername: kofi.username },
      { 'Idempotency-Key': 'refused-then-funded-2' },
    );
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({ status: 'completed', amount: '5.00' });
    expect(await balanceOf(t, poor.id)).toBe(0n);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.client().post('/api/send-money', { amount: '1.00', recipientUsername: kofi.username });
    expect(res.status).toBe(401);
  });

  it('is also served over tRPC with the same rules', async () => {
    const res = await ama.client.post('/trpc/money.sendMoney', { json: { amount: '1.25', recipientUsername: kofi.username } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.result.data.json.amount).toBe('1.25');
    const bad = await ama.client.post('/trpc/money.sendMoney', { json: { amount: '', recipientUsername: kofi.username } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.json.message).toBe('Amount is required');
  });
});

describe('fraud scoring on send', () => {
  // A sender of their own: the burst of payments above would add velocity points.
  let payer: MoneyTestUser;
  beforeAll(async () => {
    payer = await createMoneyUser(t, { balance: 500_00n, firstName: 'Esi', lastName: 'Payer' });
  });

  it('stores score and reasons; an ordinary payment is allowed without an alert', async () => {
    const alerts = await countRows(t, 'fraudAlerts');
    const res = await payer.client.post('/api/send-money', { amount: '3.00', recipientUsername: kofi.username });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('completed');
    expect(res.body.fraudScore).toBeLessThanOrEqual(30);
    expect(await countRows(t, 'fraudAlerts')).toBe(alerts);
  });

  it('knows who the sender pays regularly: a friend of some days is not a new contact, a repeat payment not a first', async () => {
    const friend = await createMoneyUser(t, { firstName: 'Old', lastName: 'Friend' });
    const twoDaysAgo = new Date(t.deps.now().getTime() - 2 * 24 * 60 * 60 * 1000);
    await t.deps.db
      .insertInto('friendships')
      .values({ requesterId: payer.id, addresseeId: friend.id, status: 'accepted', requestedAt: twoDaysAgo, respondedAt: twoDaysAgo })
      .execute();
    const first = await payer.client.post('/api/send-money', { amount: '2.00', recipientUsername: friend.username });
    expect(first.body.fraudReasons).toContain('First payment to this recipient');
    expect(first.body.fraudReasons).not.toContain('Recipient is a new contact');
    const second = await payer.client.post('/api/send-money', { amount: '2.00', recipientUsername: friend.username });
    expect(second.body.fraudReasons).not.toContain('First payment to this recipient');

    const saved = await createMoneyUser(t, { phoneNumber: '+233241119999' });
    await t.deps.db
      .insertInto('contacts')
      .values({ userId: payer.id, contactName: 'Saved', contactPhone: '+233241119999', createdAt: twoDaysAgo })
      .execute();
    const toSaved = await payer.client.post('/api/send-money', { amount: '2.00', recipientUsername: saved.username });
    expect(toSaved.body.fraudReasons).not.toContain('Recipient is a new contact');
  });

  it('a medium-risk payment (31-70) goes through and raises an alert', async () => {
    const reported = await createMoneyUser(t, { firstName: 'Yaw', lastName: 'Reported' });
    await reportUser(t, reported.id, 1);
    const res = await payer.client.post('/api/send-money', { amount: '4.00', recipientUsername: reported.username });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('completed');
    expect(res.body.fraudScore).toBeGreaterThan(30);
    expect(res.body.fraudScore).toBeLessThanOrEqual(70);
    expect(res.body.fraudReasons).toContain('Recipient was reported by another user');
    expect(await balanceOf(t, reported.id)).toBe(4_00n);
    const alerts = await payer.client.get('/api/fraud-alerts');
    expect(alerts.body[0]).toMatchObject({
      transactionId: res.body.id,
      alertType: 'SUSPICIOUS_TRANSACTION',
      riskScore: res.body.fraudScore,
      riskLevel: 'Medium',
      riskFactors: res.body.fraudReasons,
      transactionAmount: '4.00',
      recipientId: reported.id,
      isResolved: false,
    });
    // The reasons and the alert's sentence as keys and values, which the web writes in the person's language.
    expect(res.body.fraudReasonKeys).toContainEqual({ key: 'recipient_reported', values: { count: 1 } });
    expect(alerts.body[0].riskFactorKeys).toEqual(res.body.fraudReasonKeys);
    expect(alerts.body[0].alertMessage).toMatch(/^A payment of ₵4\.00 to Yaw Reported .*looked unusual: /);
    expect(alerts.body[0].alertMessageParts).toEqual({
      key: 'payment_unusual',
      amount: '4.00',
      recipient: expect.stringContaining('Yaw Reported'),
      reason: res.body.fraudReasons[0],
      reasonKey: res.body.fraudReasonKeys[0],
    });
  });

  it('a high-risk payment (above 70) is blocked: nothing moves, an alert is raised', async () => {
    const mule = await createMoneyUser(t, { firstName: 'Mule', lastName: 'Account' });
    await reportUser(t, mule.id, 3);
    const balance = await balanceOf(t, payer.id);
    const entries = await countRows(t, 'ledgerEntries');
    const res = await payer.client.post('/api/send-money', { amount: '40.00', recipientUsername: mule.username });
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('blocked');
    expect(res.body.fraudScore).toBeGreaterThan(70);
    expect(res.body.fraudReasons[0]).toMatch(/reported by 3 other users/);
    expect(await balanceOf(t, payer.id)).toBe(balance);
    expect(await balanceOf(t, mule.id)).toBe(0n);
    expect(await countRows(t, 'ledgerEntries')).toBe(entries);
    const alerts = await payer.client.get('/api/fraud-alerts');
    expect(alerts.body[0]).toMatchObject({
      transactionId: res.body.id,
      alertType: 'HIGH_RISK_TRANSACTION',
      riskLevel: 'High',
      transactionAmount: '40.00',
    });
    expect(alerts.body[0].confidence).toBeGreaterThan(0);
    expect(alerts.body[0].mlInsights).toMatch(/Risk score/);
  });
});

describe('POST /api/transactions', () => {
  it('sends to a recipient id through the same service', async () => {
    const before = await balanceOf(t, kofi.id);
    const res = await ama.client.post('/api/transactions', {
      recipientId: kofi.id,
      recipientName: 'Kofi Boateng',
      recipientPhone: '',
      recipientEmail: '',
      recipientUsername: '',
      amount: '7.25',
      message: 'Transport',
      transactionType: 'send',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      recipientId: kofi.id,
      amount: '7.25',
      status: 'completed',
      transactionType: 'send',
      recipientName: 'Kofi Boateng',
    });
    expect(await balanceOf(t, kofi.id)).toBe(before + 7_25n);
  });

  it.each([
    [{ recipientId: 'kofi', amount: '1.00', transactionType: 'send' }, 404, 'Recipient not found'],
    [{ recipientId: '00000000-0000-4000-8000-000000000000', amount: '1.00', transactionType: 'send' }, 404, 'Recipient not found'],
    [{ recipientId: '', amount: '1.00', transactionType: 'send' }, 400, 'Please provide a phone number, email, or username'],
    [
      { recipientId: 'x', amount: '1.00', transactionType: 'request' },
      400,
      'transactionType must be "send" (use money requests to ask for money)',
    ],
    [{ recipientId: 'x', transactionType: 'send' }, 400, 'Amount is required'],
    [{ recipientId: 'x', amount: '1.001', transactionType: 'send' }, 400, 'Amount can have at most 2 decimal places'],
  ])('%j → %i "%s", nothing written', async (body, status, message) => {
    const before = await moneyFootprint(t);
    const res = await ama.client.post('/api/transactions', body);
    expect(res.status, res.text).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await moneyFootprint(t)).toEqual(before);
  });

  it('refuses paying yourself by id', async () => {
    const res = await ama.client.post('/api/transactions', { recipientId: ama.id, amount: '1.00', transactionType: 'send' });
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe('You cannot send money to yourself');
  });
});
