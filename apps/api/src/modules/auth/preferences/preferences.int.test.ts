import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createMoneyUser } from '../../money/testing/money-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DEFAULTS = {
  notifications: { push: true, pushShowAmounts: false, email: true, sms: false, transactions: true, security: true },
  appearance: 'auto',
  language: 'en',
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('GET and PATCH /api/preferences', () => {
  it("starts from the document's defaults, saves a change on the server and keeps the rest", async () => {
    const user = await createMoneyUser(t);
    expect((await user.client.get('/api/preferences')).body).toEqual(DEFAULTS);
    const res = await user.client.patch('/api/preferences', { notifications: { sms: true, email: false }, appearance: 'dark' });
    expect(res.status, res.text).toBe(200);
    const expected = { ...DEFAULTS, notifications: { ...DEFAULTS.notifications, sms: true, email: false }, appearance: 'dark' };
    expect(res.body).toEqual(expected);
    // A reload (another request, another device) reads the same.
    expect((await user.client.get('/api/preferences')).body).toEqual(expected);
    const other = await createMoneyUser(t);
    expect((await other.client.get('/api/preferences')).body).toEqual(DEFAULTS);
  });

  it.each([
    [{ appearance: 'purple' }, 'Appearance is light, dark or auto'],
    [{ notifications: { sms: 'yes' } }, 'sms must be true or false'],
    [{ notifications: { email: 'false' } }, 'email must be true or false'],
    [{ notifications: { carrierPigeon: true } }, null],
    [{ theme: 'dark' }, null],
  ])('%j → 400, nothing saved', async (body, message) => {
    const user = await createMoneyUser(t);
    const res = await user.client.patch('/api/preferences', body);
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    expect((await user.client.get('/api/preferences')).body).toEqual(DEFAULTS);
  });
});

describe('the preferences are used', () => {
  it('a payment received is told by e-mail by default, by SMS too when SMS is on, and not at all when transactions are off', async () => {
    const payer = await createMoneyUser(t, { balance: 100_00n });
    const payee = await createMoneyUser(t);
    const send = (amount: string) =>
      payer.client.post(
        '/api/send-money',
        { amount, recipientUsername: payee.username, message: 'Chop money' },
        { 'idempotency-key': crypto.randomUUID() },
      );

    expect((await send('5.00')).status).toBe(200);
    await settle();
    expect(t.notifier.lastTo(payee.email)?.text).toBe(`Nkabom: ${payer.name} sent you ₵5.00. "Chop money" It is in your wallet now.`);
    expect(t.notifier.lastTo(payee.phoneNumber)).toBeUndefined();

    await payee.client.patch('/api/preferences', { notifications: { sms: true } });
    expect((await send('6.00')).status).toBe(200);
    await settle();
    expect(t.notifier.lastTo(payee.phoneNumber)?.text).toMatch(/sent you ₵6\.00/);
    expect(t.notifier.lastTo(payee.email)?.text).toMatch(/sent you ₵6\.00/);

    await payee.client.patch('/api/preferences', { notifications: { transactions: false } });
    const before = t.notifier.outbox.length;
    expect((await send('7.00')).status).toBe(200);
    await settle();
    expect(t.notifier.outbox.slice(before).filter((m) => m.to === payee.email || m.to === payee.phoneNumber)).toEqual([]);
  });

  it('a money request is told to the payer; a replayed request is not told twice', async () => {
    const requester = await createMoneyUser(t);
    const payer = await createMoneyUser(t);
    const key = { 'idempotency-key': crypto.randomUUID() };
    const body = { payerId: payer.id, amount: '12.00', message: 'Lunch' };
    expect((await requester.client.post('/api/money-requests', body, key)).status).toBe(200);
    expect((await requester.client.post('/api/money-requests', body, key)).status).toBe(200);
    await settle();
    const told = t.notifier.outbox.filter((m) => m.to === payer.email && m.text.includes('asked you'));
    expect(told.map((m) => m.text)).toEqual([`Nkabom: ${requester.name} asked you for ₵12.00. "Lunch" Open Nkabom to pay or decline.`]);
  });
});

describe('security notices', () => {
  it('a new sign-in and a password change are told (e-mail by default); with security off, nothing', async () => {
    const user = await createMoneyUser(t);
    const phone = t.client();
    const ua = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    expect((await phone.post('/api/auth/login', { loginId: user.username, password: 'money-tests-9' }, { 'user-agent': ua })).status).toBe(
      200,
    );
    await settle();
    expect(t.notifier.lastTo(user.email)?.text).toMatch(
      /^Nkabom: a new sign-in to your account from Chrome on Android \(127\.0\.0\.x\) at .* GMT\. If this was not you, change your password and sign out other devices in Settings\.$/,
    );
    expect(
      (await user.client.post('/api/auth/change-password', { currentPassword: 'money-tests-9', newPassword: 'Another-pass-77' })).status,
    ).toBe(200);
    await settle();
    expect(t.notifier.lastTo(user.email)?.text).toMatch(
      /^Nkabom: your password was changed at .* and your other devices were signed out\./,
    );

    await user.client.patch('/api/preferences', { notifications: { security: false } });
    const before = t.notifier.outbox.length;
    expect((await t.client().post('/api/auth/login', { loginId: user.username, password: 'Another-pass-77' })).status).toBe(200);
    await settle();
    expect(t.notifier.outbox.slice(before).filter((m) => m.to === user.email)).toEqual([]);
  });
});
