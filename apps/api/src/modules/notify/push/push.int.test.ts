import { createTestPushSubscription, type TestPushSubscription } from '@ghanapay/providers/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countRows } from '../../../testing/factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createMoneyUser, moveClockToMidday, signIn, type MoneyTestUser } from '../../money/testing/money-test-helpers';

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
