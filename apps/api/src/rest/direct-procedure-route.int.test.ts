import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient, HttpResponse } from '../testing/http-client';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createMoneyUser, moveClockToMidday, type MoneyTestUser } from '../modules/money/testing/money-test-helpers';

// POST /api/send-money has its own Fastify route (direct-procedure-route.ts). Its trailing-slash
// spelling, /api/send-money/, is not that route: it falls through to trpc-to-openapi's catch-all,
// which serves the same procedure. Every case below is asked of both, and the answers must agree.
const DIRECT = '/api/send-money';
const ADAPTER = '/api/send-money/';

let t: TestApp;
let ama: MoneyTestUser;
let kofi: MoneyTestUser;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
  ama = await createMoneyUser(t, { balance: 500_00n });
  kofi = await createMoneyUser(t);
});

afterAll(async () => {
  await t?.close();
});

/**
 * Status, body without what differs between two payments (ids, times, and the fraud score, which counts
 * the payment just made), and the headers that carry meaning.
 */
function comparable(res: HttpResponse) {
  const body =
    res.body && typeof res.body === 'object'
      ? Object.fromEntries(
          Object.entries(res.body as Record<string, unknown>).filter(
            ([key]) =>
              !['id', 'displayId', 'createdAt', 'updatedAt', 'completedAt', 'fraudScore', 'fraudReasons', 'fraudReasonKeys'].includes(key),
          ),
        )
      : res.body;
  const headers = Object.fromEntries(
    [...res.headers].filter(
      ([name]) => !['date', 'x-request-id', 'content-length', 'set-cookie', 'keep-alive', 'connection'].includes(name),
    ),
  );
  return { status: res.status, body, headers, requestId: res.headers.has('x-request-id') };
}

async function both(ask: (path: string, n: number) => Promise<HttpResponse>) {
  const direct = await ask(DIRECT, 1);
  const adapter = await ask(ADAPTER, 2);
  expect(comparable(direct)).toEqual(comparable(adapter));
  return direct;
}

describe('POST /api/send-money: its own route answers as the OpenAPI adapter does', () => {
  it('is a route of its own, and the adapter still serves the procedure', () => {
    expect(t.app.hasRoute({ method: 'POST', url: '/api/send-money' })).toBe(true);
  });

  it('a payment', async () => {
    const res = await both((path) => ama.client.post(path, { amount: '1.25', recipientUsername: kofi.username, message: 'Lunch' }));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ amount: '1.25', status: 'completed', recipientId: kofi.id });
  });

  it.each<[string, (payee: string) => unknown, number]>([
    ['an invalid amount', () => ({ amount: '-1', recipientUsername: 'x' }), 400],
    ['no recipient', () => ({ amount: '1.00' }), 400],
    ['an unknown recipient', () => ({ amount: '1.00', recipientUsername: 'nobody_here_at_all' }), 404],
    ['more than the balance', (payee) => ({ amount: '99999.00', recipientUsername: payee }), 400],
    ['a body that is not an object', () => [1, 2], 400],
  ])('refuses %s with the same status and body', async (_name, body, status) => {
    const res = await both((path) => ama.client.post(path, body(kofi.username)));
    expect(res.status, res.text).toBe(status);
    expect(res.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  });

  it('a request body the adapter does not take (text/plain) is 415 on both', async () => {
    const res = await both((path) => ama.client.post(path, 'amount=1', { 'content-type': 'text/plain' }));
    expect(res.status, res.text).toBe(415);
  });

  it('a POST without a body or content type is read as {} (a validation error) on both', async () => {
    const res = await both((path) => ama.client.request('POST', path));
    expect(res.status, res.text).toBe(400);
  });

  it('signed out, cross-site, and hostile input are refused alike', async () => {
    const anonymous: HttpClient = t.client();
    expect((await both((path) => anonymous.post(path, { amount: '1.00', recipientUsername: kofi.username }))).status).toBe(401);
    const crossSite = await both((path) =>
      ama.client.post(path, { amount: '1.00', recipientUsername: kofi.username }, { origin: 'https://evil.example' }),
    );
    expect(crossSite.status).toBe(403);
    const nul = await both((path) => ama.client.post(path, { amount: '1.00', recipientUsername: kofi.username, message: 'a\u0000b' }));
    expect(nul.status).toBe(400);
  });

  it('Idempotency-Key: a replay is marked Idempotent-Replayed, another body under the key is refused, alike', async () => {
    const body = { amount: '1.10', recipientUsername: kofi.username };
    const first = await both((path, n) => ama.client.post(path, body, { 'idempotency-key': `direct-route-${n}` }));
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const replay = await both((path, n) => ama.client.post(path, body, { 'idempotency-key': `direct-route-${n}` }));
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const other = await both((path, n) => ama.client.post(path, { ...body, amount: '2.00' }, { 'idempotency-key': `direct-route-${n}` }));
    expect(other.status).toBeGreaterThanOrEqual(400);
  });
});
