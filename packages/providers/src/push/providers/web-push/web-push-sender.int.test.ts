import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushServiceSimulator, type RunningPushServiceSimulator } from '../../../simulators/push-service-simulator';
import { createTestPushSubscription } from '../../../testing/push-receiver';
import { WebPushSender } from './web-push-sender';

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@ghanapay.example' };
const message = {
  payload: JSON.stringify({ title: 'GhanaPay', body: 'You received money', url: '/history' }),
  ttlSeconds: 3600,
  urgency: 'normal' as const,
};
let service: RunningPushServiceSimulator;
beforeAll(async () => {
  service = await startPushServiceSimulator();
});
afterAll(async () => {
  await service.close();
});

describe('Web Push through web-push, to a push service that checks VAPID', () => {
  it('delivers a payload that only the subscription’s keys decrypt (RFC 8291), signed for the service (RFC 8292)', async () => {
    const subscription = createTestPushSubscription(service.url);
    const sender = new WebPushSender({ vapid, allowLoopback: true });
    expect(await sender.send(subscription, message)).toEqual({ kind: 'delivered', status: 201 });
    const [received] = service.simulator.received(subscription.token);
    expect(received!.ttl).toBe(3600);
    expect(received!.urgency).toBe('normal');
    expect(received!.vapidKey).toBe(vapid.publicKey);
    expect(JSON.parse(subscription.decrypt(received!.body))).toEqual({ title: 'GhanaPay', body: 'You received money', url: '/history' });
    expect(received!.body.includes(Buffer.from('You received money'))).toBe(false);
    const other = createTestPushSubscription(service.url);
    expect(() => other.decrypt(received!.body)).toThrow();
  });

  it('says gone when the service answers 410, and refuses a loopback service outside a demo without calling it', async () => {
    const subscription = createTestPushSubscription(service.url);
    service.simulator.markGone(subscription.token);
    const demoSender = new WebPushSender({ vapid, allowLoopback: true });
    expect(await demoSender.send(subscription, message)).toEqual({ kind: 'gone', status: 410 });
    const production = new WebPushSender({ vapid, allowLoopback: false });
    const fresh = createTestPushSubscription(service.url);
    expect((await production.send(fresh, message)).kind).toBe('failed');
    expect(service.simulator.received(fresh.token)).toEqual([]);
  });

  it('is refused by the service when signed with another key than the one it names, or for another audience', async () => {
    const subscription = createTestPushSubscription(service.url);
    const details = webpush.generateRequestDetails(subscription, 'hello', { vapidDetails: vapid, TTL: 60 });
    const otherKey = webpush.generateVAPIDKeys().publicKey;
    const forged = String(details.headers.Authorization).replace(/k=.*$/, `k=${otherKey}`);
    const post = (authorization: string) =>
      fetch(subscription.endpoint, {
        method: 'POST',
        headers: { ...details.headers, Authorization: authorization } as Record<string, string>,
        body: details.body,
      });
    expect((await post(forged)).status).toBe(401);
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    expect((await post(String(details.headers.Authorization).replace(/k=.*$/, `k=${offCurve}`))).status).toBe(401);
    expect((await post('vapid t=a.b.c, k=x')).status).toBe(401);
    const elsewhere = webpush.generateRequestDetails({ ...subscription, endpoint: 'https://push.example.com/push/x' }, 'hello', {
      vapidDetails: vapid,
      TTL: 60,
    });
    expect((await post(String(elsewhere.headers.Authorization))).status).toBe(401);
    expect((await post(String(details.headers.Authorization))).status).toBe(201);
    expect(service.simulator.received(subscription.token)).toHaveLength(1);
  });
});
