import { createTestPushSubscription, type TestPushSubscription } from '@ghanapay/providers/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countRows } from '../../../testing/factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createMoneyUser, moveClockToMidday, signIn, type MoneyTestUser } from '../../money/testing/money-test-helpers';
import { runUntilFinal, walletUser } from '../../money/testing/transfer-test-helpers';
import { sendUnansweredToStaff } from '../../money/reversals/reversal-service';
import { createStaffMember } from '../../staff/testing/staff-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
});
afterAll(async () => {
  await t.close();
});

/** A browser's subscription at the demo's push service (/simulators/push), as PushManager.subscribe gives it. */
const browserSubscription = () => createTestPushSubscription(`${t.baseUrl}/simulators/push`);
const asBody = (s: TestPushSubscription) => ({ endpoint: s.endpoint, keys: s.keys, expirationTime: null });
/** The pushes this subscription's browser received, decrypted with its own keys. */
const pushesTo = (s: TestPushSubscription) =>
  t.deps.pushServiceSimulator!.received(s.token).map((p) => JSON.parse(s.decrypt(p.body)) as { title: string; body: string; url: string });

const ANDROID_CHROME = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0' };

async function subscribed(user: MoneyTestUser): Promise<{ id: string; subscription: TestPushSubscription }> {
  const subscription = browserSubscription();
  const res = await user.client.post('/api/push/subscriptions', asBody(subscription), ANDROID_CHROME);
  expect(res.status, res.text).toBe(200);
  return { id: res.body.id, subscription };
}

describe('Web Push subscriptions (/api/push)', () => {
  it('publishes the VAPID public key browsers subscribe with', async () => {
    const res = await t.client().get('/api/push/vapid-public-key');
    expect(res.status).toBe(200);
    expect(res.body.publicKey).toBe(t.deps.env.VAPID_PUBLIC_KEY);
    expect(Buffer.from(res.body.publicKey, 'base64url')).toHaveLength(65);
  });

  it('keeps one row per browser: the same endpoint again is the same subscription, owned by whoever subscribed last', async () => {
    const [ama, kofi] = [await createMoneyUser(t), await createMoneyUser(t)];
    const { id, subscription } = await subscribed(ama);
    expect((await ama.client.post('/api/push/subscriptions', asBody(subscription), ANDROID_CHROME)).body).toEqual({ id });
    const listed = await ama.client.get('/api/push/subscriptions');
    expect(listed.body).toEqual([
      expect.objectContaining({
        id,
        deviceLabel: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0',
        pushService: new URL(t.baseUrl).host,
        lastSuccessAt: null,
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(subscription.token);
    // Kofi signs in on the same browser and turns pushes on: the browser is his now.
    expect((await kofi.client.post('/api/push/subscriptions', { ...asBody(subscription), deviceLabel: 'Kofi’s phone' })).body).toEqual({
      id,
    });
    expect((await ama.client.get('/api/push/subscriptions')).body).toEqual([]);
    expect((await kofi.client.get('/api/push/subscriptions')).body).toEqual([expect.objectContaining({ id, deviceLabel: 'Kofi’s phone' })]);
  });

  it('refuses bad input with a 400 that says why, writing nothing', async () => {
    const ama = await createMoneyUser(t);
    const good = asBody(browserSubscription());
    const before = await countRows(t, 'pushSubscriptions');
    const cases: [unknown, RegExp][] = [
      [{ ...good, endpoint: 'not a url' }, /endpoint must be the push service URL/],
      [{ ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, /https URL of a push service/],
      [{ ...good, endpoint: 'https://169.254.169.254/latest/meta-data' }, /not a private address/],
      [{ ...good, endpoint: 'http://10.0.0.5:8080/push/abcdefgh' }, /https URL of a push service/],
      [{ ...good, endpoint: 'https://router.local/push' }, /not a local name/],
      [{ ...good, keys: { ...good.keys, p256dh: Buffer.alloc(64, 4).toString('base64url') } }, /p256dh/],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, /auth/],
      [{ endpoint: good.endpoint }, /keys/],
    ];
    for (const [body, message] of cases) {
      const res = await ama.client.post('/api/push/subscriptions', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.text).toMatch(message);
    }
    expect(await countRows(t, 'pushSubscriptions')).toBe(before);
    expect((await t.client().post('/api/push/subscriptions', good)).status).toBe(401);
  });

  it('deletes only the caller’s own subscription: another person’s id is not found and stays', async () => {
    const [ama, kofi] = [await createMoneyUser(t), await createMoneyUser(t)];
    const { id } = await subscribed(ama);
    expect((await kofi.client.delete(`/api/push/subscriptions/${id}`)).status).toBe(404);
    expect((await ama.client.get('/api/push/subscriptions')).body).toHaveLength(1);
    expect((await ama.client.delete('/api/push/subscriptions/not-a-uuid')).status).toBe(400);
    expect((await ama.client.delete(`/api/push/subscriptions/${id}`)).status).toBe(200);
    expect((await ama.client.get('/api/push/subscriptions')).body).toEqual([]);
    expect((await ama.client.delete(`/api/push/subscriptions/${id}`)).status).toBe(404);
  });
});

describe('pushes when something happens (Web Push, RFC 8291 payloads, VAPID-signed)', () => {
  it('tells of money received without the amount on the lock screen, with it once the person chooses, and not when push is off', async () => {
    const [ama, kofi] = [await createMoneyUser(t, { balance: 100_00n, firstName: 'Ama' }), await createMoneyUser(t)];
    const { id, subscription } = await subscribed(kofi);
    const send = async (amount: string) =>
      expect((await ama.client.post('/api/send-money', { amount, recipientUsername: kofi.username })).status).toBe(200);

    const paid = await ama.client.post('/api/send-money', { amount: '20.00', recipientUsername: kofi.username });
    expect(paid.status).toBe(200);
    await vi.waitFor(() => expect(pushesTo(subscription)).toHaveLength(1));
    // A tap opens the payment (its receipt, which Kofi may see).
    const receipt = `/receipts/p2p-${paid.body.id}`;
    expect(pushesTo(subscription)[0]).toEqual({ title: 'You received money', body: 'Open Nkabom to see it.', url: receipt });
    expect((await kofi.client.get(`/api/receipts/p2p-${paid.body.id}`)).status).toBe(200);
    const [received] = t.deps.pushServiceSimulator!.received(subscription.token);
    expect(received!.body.includes(Buffer.from('received'))).toBe(false);
    expect(received!.vapidKey).toBe(t.deps.env.VAPID_PUBLIC_KEY);
    await vi.waitFor(async () => expect((await kofi.client.get('/api/push/subscriptions')).body[0].lastSuccessAt).not.toBeNull());

    expect((await kofi.client.patch('/api/preferences', { notifications: { pushShowAmounts: true } })).body.notifications).toMatchObject({
      push: true,
      pushShowAmounts: true,
    });
    await send('5.50');
    await vi.waitFor(() => expect(pushesTo(subscription)).toHaveLength(2));
    expect(pushesTo(subscription)[1]).toMatchObject({
      title: expect.stringMatching(/^Ama .* sent you ₵5\.50$/),
      url: expect.stringMatching(/^\/receipts\/p2p-\d+$/),
    });

    await kofi.client.patch('/api/preferences', { notifications: { push: false } });
    await send('1.00');
    await t.settle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushesTo(subscription)).toHaveLength(2);
    expect((await kofi.client.get('/api/push/subscriptions')).body.map((s: { id: string }) => s.id)).toEqual([id]);
  });

  it('forgets a subscription the push service says is gone (410), and still tells the other devices', async () => {
    const [ama, kofi] = [await createMoneyUser(t, { balance: 100_00n }), await createMoneyUser(t)];
    const phone = await subscribed(kofi);
    const laptop = await subscribed(kofi);
    t.deps.pushServiceSimulator!.markGone(phone.subscription.token);
    expect((await ama.client.post('/api/send-money', { amount: '3.00', recipientUsername: kofi.username })).status).toBe(200);
    await vi.waitFor(async () =>
      expect((await kofi.client.get('/api/push/subscriptions')).body.map((s: { id: string }) => s.id)).toEqual([laptop.id]),
    );
    await vi.waitFor(() => expect(pushesTo(laptop.subscription)).toHaveLength(1));
    expect(pushesTo(phone.subscription)).toEqual([]);
  });
});

describe('what is pushed: each with its own words and screen, the amount only for whoever chose it', () => {
  const showAmounts = (user: { client: MoneyTestUser['client'] }) =>
    user.client.patch('/api/preferences', { notifications: { pushShowAmounts: true } });

  it('a request to you opens the notifications; with amounts it names who and how much', async () => {
    const [ama, kofi] = [await createMoneyUser(t, { firstName: 'Ama', lastName: 'Owusu' }), await createMoneyUser(t)];
    const { subscription } = await subscribed(kofi);
    expect((await ama.client.post('/api/money-requests', { payerId: kofi.id, amount: '12.00', message: 'Kenkey' })).status).toBe(200);
    await vi.waitFor(() => expect(pushesTo(subscription)).toHaveLength(1));
    expect(pushesTo(subscription)[0]).toEqual({
      title: 'A request for money',
      body: 'Someone asked you for money. Open Nkabom to pay or decline.',
      url: '/notifications',
    });
    await showAmounts(kofi);
    expect((await ama.client.post('/api/money-requests', { payerId: kofi.id, amount: '3.00' })).status).toBe(200);
    await vi.waitFor(() => expect(pushesTo(subscription)).toHaveLength(2));
    expect(pushesTo(subscription)[1]).toEqual({
      title: 'Ama Owusu asked you for ₵3.00',
      body: 'Open Nkabom to pay or decline.',
      url: '/notifications',
    });
  });

  it('a reversal request to you, and its answer to the sender, open the Reversals screen', async () => {
    const ama = await createMoneyUser(t, { balance: 100_00n, firstName: 'Ama', lastName: 'Mensah' });
    const kofi = await createMoneyUser(t, { firstName: 'Kofi', lastName: 'Boateng' });
    const paid = await ama.client.post('/api/send-money', { amount: '20.00', recipientUsername: kofi.username });
    expect(paid.status, paid.text).toBe(200);
    const [toKofi, toAma] = [await subscribed(kofi), await subscribed(ama)];
    await showAmounts(ama);
    const asked = await ama.client.post(`/api/transactions/${paid.body.id}/reversal-request`, { reason: 'Wrong number, one digit off' });
    expect(asked.status, asked.text).toBe(200);
    await vi.waitFor(() => expect(pushesTo(toKofi.subscription)).toHaveLength(1));
    expect(pushesTo(toKofi.subscription)[0]).toEqual({
      title: 'A request to send money back',
      body: 'Someone asks you to send back a payment. Open Nkabom to answer.',
      url: '/reversals',
    });
    expect((await kofi.client.post(`/api/reversal-requests/${asked.body.id}/accept`, {})).status).toBe(200);
    await vi.waitFor(() => expect(pushesTo(toAma.subscription)).toHaveLength(1));
    // Ama chose amounts on her lock screen: the answer in full.
    expect(pushesTo(toAma.subscription)[0]).toEqual({
      title: 'Your reversal request',
      body: 'Kofi Boateng returned your ₵20.00. It is in your wallet now.',
      url: '/reversals',
    });
  });

  it('a reversal request in detail names the sender, the amount and the last day', async () => {
    const ama = await createMoneyUser(t, { balance: 100_00n, firstName: 'Ama', lastName: 'Mensah' });
    const kofi = await createMoneyUser(t);
    const paid = await ama.client.post('/api/send-money', { amount: '7.50', recipientUsername: kofi.username });
    const { subscription } = await subscribed(kofi);
    await showAmounts(kofi);
    const asked = await ama.client.post(`/api/transactions/${paid.body.id}/reversal-request`, { reason: 'Meant for my sister' });
    expect(asked.status, asked.text).toBe(200);
    await vi.waitFor(() => expect(pushesTo(subscription)).toHaveLength(1));
    expect(pushesTo(subscription)[0]).toEqual({
      title: 'Ama Mensah asks for ₵7.50 back',
      body: `They say they sent it to you by mistake. It is held until you answer, by ${asked.body.respondBy}.`,
      url: '/reversals',
    });
  });

  it('a complaint answered opens that complaint', async () => {
    const ama = await createMoneyUser(t);
    const staff = await createStaffMember(t, 'support');
    const filed = await ama.client.post('/api/complaints', { category: 'other', description: 'The app showed an error twice' });
    expect(filed.status, filed.text).toBe(200);
    const { subscription } = await subscribed(ama);
    const path = `/api/staff/complaints/${filed.body.reference}/status`;
    expect((await staff.client.post(path, { status: 'investigating', note: 'We are looking at it.' })).status).toBe(200);
    await vi.waitFor(() => expect(pushesTo(subscription)).toHaveLength(1));
    expect(pushesTo(subscription)[0]).toEqual({
      title: 'Your complaint was answered',
      body: 'Open Nkabom to read the answer.',
      url: `/complaints/${filed.body.reference}`,
    });
  });

  it('a transfer out that is paid opens its receipt', async () => {
    const user = await walletUser(t, 100_00n);
    const { subscription } = await subscribed(user);
    const res = await user.client.post('/api/wallet/transfer', {
      amount: '98.00',
      accountId: user.mtn,
      transferType: 'instant',
      fee: '1.72',
    });
    expect(res.status, res.text).toBe(200);
    expect(await runUntilFinal(t, res.body.transfer.id)).toBe('completed');
    await vi.waitFor(() => expect(pushesTo(subscription)).toHaveLength(1));
    expect(pushesTo(subscription)[0]).toEqual({
      title: 'Your transfer was paid',
      body: 'Open Nkabom to see it.',
      url: `/receipts/transfer-${res.body.transfer.id}`,
    });
    expect((await user.client.get(`/api/receipts/transfer-${res.body.transfer.id}`)).status).toBe(200);
  });

  it('a transfer out that failed opens its own card: /me for a linked account, /bank-transfers for a bank', async () => {
    const user = await walletUser(t, 300_00n);
    const { subscription } = await subscribed(user);
    t.simulators!.momo.setFault(user.mtnPhone.replace('+', ''), 'failed:PAYEE_NOT_FOUND');
    const wallet = await user.client.post('/api/wallet/transfer', {
      amount: '50.00',
      accountId: user.mtn,
      transferType: 'instant',
      fee: '0.88',
    });
    expect(wallet.status, wallet.text).toBe(200);
    expect(await runUntilFinal(t, wallet.body.transfer.id)).toBe('failed');
    await vi.waitFor(() => expect(pushesTo(subscription)).toHaveLength(1));
    expect(pushesTo(subscription)[0]).toEqual({
      title: 'Your transfer did not go through',
      body: 'Open Nkabom to see it.',
      url: `/me#transfer-${wallet.body.transfer.id}`,
    });

    const account = `20${String(Date.now()).slice(-8)}`;
    t.simulators!.paystack.setFault(account, 'failed:ACCOUNT_NOT_FOUND');
    const bank = await user.client.post('/api/bank-transfers', {
      recipientName: 'Adjoa Mensima',
      recipientAccount: account,
      bankCode: 'STB',
      amount: '80.00',
    });
    expect(bank.status, bank.text).toBe(200);
    const row = await t.deps.db
      .selectFrom('externalTransfers')
      .select('id')
      .where('bankTransferId', '=', bank.body.id)
      .executeTakeFirstOrThrow();
    expect(await runUntilFinal(t, row.id)).toBe('failed');
    await vi.waitFor(() => expect(pushesTo(subscription)).toHaveLength(2));
    expect(pushesTo(subscription)[1]).toMatchObject({
      title: 'Your transfer did not go through',
      url: `/bank-transfers#bank-transfer-${bank.body.id}`,
    });
    // The card the push opens is in the list the screen shows.
    expect((await user.client.get('/api/bank-transfers')).body.map((b: { id: string }) => b.id)).toContain(bank.body.id);
  });

  it('staff deciding a reversal tells both sides in its own words, no amount on the lock screen', async () => {
    const ama = await createMoneyUser(t, { balance: 100_00n });
    const kofi = await createMoneyUser(t);
    const staff = await createStaffMember(t, 'support');
    const [toAma, toKofi] = [await subscribed(ama), await subscribed(kofi)];
    await kofi.client.patch('/api/preferences', { language: 'fr' });
    const paid = await ama.client.post('/api/send-money', { amount: '15.00', recipientUsername: kofi.username });
    const asked = await ama.client.post(`/api/transactions/${paid.body.id}/reversal-request`, { reason: 'Wrong number' });
    expect(asked.status, asked.text).toBe(200);
    const declined = await kofi.client.post(`/api/reversal-requests/${asked.body.id}/decline`, { reason: 'She owed me' });
    expect(declined.status, declined.text).toBe(200);
    // Kofi: the money received and the request; Ama: the answer.
    await vi.waitFor(() => expect([pushesTo(toAma.subscription).length, pushesTo(toKofi.subscription).length]).toEqual([1, 2]));
    const reversed = await staff.client.post(`/api/staff/reversal-requests/${asked.body.id}/reverse`, { note: 'Typo in the number' });
    expect(reversed.status, reversed.text).toBe(200);
    await vi.waitFor(() => expect([pushesTo(toAma.subscription).length, pushesTo(toKofi.subscription).length]).toEqual([2, 3]));
    expect(pushesTo(toAma.subscription)[1]).toEqual({
      title: 'Our staff decided a reversal request',
      body: 'Open Nkabom to see what was decided.',
      url: '/reversals',
    });
    expect(pushesTo(toKofi.subscription)[2]).toEqual({
      title: 'Notre équipe a tranché une demande de retour',
      body: 'Ouvrez Nkabom pour voir la décision.',
      url: '/reversals',
    });
  });

  it('in the person’s language: money received in Twi, a new sign-in in French', async () => {
    const [ama, kofi] = [await createMoneyUser(t, { balance: 50_00n, firstName: 'Ama', lastName: 'Owusu' }), await createMoneyUser(t)];
    expect((await kofi.client.patch('/api/preferences', { language: 'tw' })).status).toBe(200);
    const { subscription } = await subscribed(kofi);
    expect((await ama.client.post('/api/send-money', { amount: '5.00', recipientUsername: kofi.username })).status).toBe(200);
    await vi.waitFor(() => expect(pushesTo(subscription)).toHaveLength(1));
    expect(pushesTo(subscription)[0]).toMatchObject({ title: 'Wonya sika', body: 'Bue Nkabom na hwɛ.' });
    await showAmounts(kofi);
    expect((await ama.client.post('/api/send-money', { amount: '2.00', recipientUsername: kofi.username })).status).toBe(200);
    await vi.waitFor(() => expect(pushesTo(subscription)).toHaveLength(2));
    expect(pushesTo(subscription)[1]).toMatchObject({ title: 'Ama Owusu asoma wo ₵2.00', body: 'Ɛwɔ wo kotokuo mu seesei.' });

    const yaw = await createMoneyUser(t);
    await yaw.client.patch('/api/preferences', { language: 'fr' });
    const yawPhone = await subscribed(yaw);
    await signIn(t, yaw.username);
    await vi.waitFor(() =>
      expect(pushesTo(yawPhone.subscription)).toContainEqual({
        title: 'Nouvelle connexion à Nkabom',
        body: "Si ce n'était pas vous, changez votre mot de passe et déconnectez les autres appareils dans Paramètres.",
        url: '/settings',
      }),
    );
  });
});

describe('security pushes', () => {
  it('tells of a new sign-in on every subscribed device, pointing at Settings', async () => {
    const kofi = await createMoneyUser(t);
    const { subscription } = await subscribed(kofi);
    await signIn(t, kofi.username);
    await vi.waitFor(() =>
      expect(pushesTo(subscription)).toContainEqual(expect.objectContaining({ title: 'New sign-in to Nkabom', url: '/settings' })),
    );
  });
});

describe('in production', () => {
  it('takes only https push services: a loopback receiver is a demo’s', async () => {
    const production = await startTestApp({ DEMO_MODE: '' });
    try {
      const user = await createMoneyUser(production);
      const res = await user.client.post('/api/push/subscriptions', asBody(createTestPushSubscription('http://127.0.0.1:9')));
      expect(res.status).toBe(400);
      expect(res.text).toMatch(/https URL of a push service/);
      expect(await countRows(production, 'pushSubscriptions')).toBe(0);
      expect((await production.client().get('/simulators/push/push/abcdefgh')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

// Last: it moves the clock a week on.
describe('a reversal request nobody answered', () => {
  it('goes to staff, and both sides are told so in its own lock-screen words', async () => {
    const ama = await createMoneyUser(t, { balance: 100_00n });
    const kofi = await createMoneyUser(t);
    const [toAma, toKofi] = [await subscribed(ama), await subscribed(kofi)];
    await ama.client.patch('/api/preferences', { language: 'tw' });
    const paid = await ama.client.post('/api/send-money', { amount: '9.00', recipientUsername: kofi.username });
    const asked = await ama.client.post(`/api/transactions/${paid.body.id}/reversal-request`, { reason: 'Wrong number' });
    expect(asked.status, asked.text).toBe(200);
    await vi.waitFor(() => expect(pushesTo(toKofi.subscription)).toHaveLength(2)); // the money, then the request
    t.advanceClock(8 * 24 * 60 * 60 * 1000);
    expect(await sendUnansweredToStaff(t.deps)).toBeGreaterThanOrEqual(1);
    await vi.waitFor(() => expect(pushesTo(toAma.subscription)).toHaveLength(1));
    await vi.waitFor(() => expect(pushesTo(toKofi.subscription)).toHaveLength(3));
    expect(pushesTo(toKofi.subscription)[2]).toEqual({
      title: 'A reversal request went to our staff',
      body: 'Our staff will decide it. Open Nkabom to follow it.',
      url: '/reversals',
    });
    expect(pushesTo(toAma.subscription)[0]).toEqual({
      title: 'Sika sanba abisadeɛ bi akɔ yɛn adwumayɛfoɔ nkyɛn',
      body: 'Yɛn adwumayɛfoɔ bɛsi gyinaeɛ. Bue Nkabom na hwɛ.',
      url: '/reversals',
    });
  });
});
