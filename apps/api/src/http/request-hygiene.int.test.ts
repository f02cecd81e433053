import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRateLimits } from '../modules/auth/testing/auth-test-helpers';
import { startTestApp, type TestApp } from '../testing/test-app';

/** Findings 3.1, 3.5, 3.9 and 3.12 of the audit, performed as described. */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await t.close();
});

describe('X-Forwarded-For is not believed by default (3.1)', () => {
  it('changing the header does not reset a per-address limit', async () => {
    await clearRateLimits(t);
    const ask = (n: number, forwardedFor: string) =>
      t
        .client()
        .post('/api/phone/send-verification', { phoneNumber: `02419${String(n).padStart(5, '0')}` }, { 'x-forwarded-for': forwardedFor });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await ask(i, '203.0.113.1')).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    // The audit changed the header and got 20 more; the address is still the socket's, so the 21st
    // must first solve a proof-of-work (the soft per-address threshold), whatever the header says.
    const next = await ask(21, '198.51.100.7');
    expect(next.status).toBe(428);
    expect(next.body.challenge).toBeTruthy();
  });

  it('is believed from the proxies TRUST_PROXY names', async () => {
    const proxied = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const seen = new Set<string>();
      for (const ip of ['203.0.113.1', '203.0.113.2']) {
        const res = await proxied
          .client()
          .post('/api/phone/send-verification', { phoneNumber: ip.endsWith('1') ? '0241980001' : '0241980002' }, { 'x-forwarded-for': ip });
        expect(res.status).toBe(200);
        seen.add(ip);
      }
      const codes = await proxied.deps.db.selectFrom('oneTimeCodes').select('requesterIp').execute();
      expect(new Set(codes.map((c) => c.requesterIp))).toEqual(seen);
    } finally {
      await proxied.close();
    }
  });
});

describe('CSRF compares scheme, host and port (3.9)', () => {
  it('refuses Origin https://host on the http://host server, accepts its own origin', async () => {
    const host = new URL(t.baseUrl).host;
    const https = await t.client().post('/api/auth/login', { loginId: 'x', password: 'y' }, { origin: `https://${host}` });
    expect(https.status).toBe(403);
    const otherPort = await t
      .client()
      .post('/api/auth/login', { loginId: 'x', password: 'y' }, { origin: `http://${new URL(t.baseUrl).hostname}:1` });
    expect(otherPort.status).toBe(403);
    const own = await t.client().post('/api/auth/login', { loginId: 'x', password: 'y' }, { origin: t.baseUrl });
    expect(own.status).toBe(401);
  });
});

describe('request ids and error logs (3.5)', () => {
  it('takes X-Request-Id when given, echoes it, and logs every line of that request with it', async () => {
    const res = await t.client().get('/api/auth/user', { 'x-request-id': 'abc-123' });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    const mine = lines.map((l) => JSON.parse(l) as { requestId?: string; msg?: string }).filter((l) => l.requestId === 'abc-123');
    expect(mine.length).toBeGreaterThanOrEqual(2); // incoming request, request completed
  });

  it('makes one up when none is given (or a hostile one is), and echoes it', async () => {
    const none = await t.client().get('/health');
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await t.client().get('/health', { 'x-request-id': 'x'.repeat(200) });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs a 5xx at error level with its stack and request id, and never a password or code', async () => {
    await clearRateLimits(t);
    const original = t.deps.notifier;
    t.deps.notifier = {
      send: async () => {
        throw new Error('gateway exploded');
      },
    };
    try {
      const res = await t.client().post('/api/phone/send-verification', { phoneNumber: '0241990002' }, { 'x-request-id': 'boom-1' });
      expect(res.status).toBe(500);
    } finally {
      t.deps.notifier = original;
    }
    const errors = lines
      .map((l) => JSON.parse(l) as { level: number; requestId?: string; err?: { stack?: string; message?: string } })
      .filter((l) => l.level >= 50);
    const failure = errors.find((e) => e.requestId === 'boom-1');
    expect(failure?.err?.message).toBe('gateway exploded');
    expect(failure?.err?.stack).toContain('request-hygiene.int.test.ts');

    await t.client().post('/api/auth/login', { loginId: 'someone', password: 'Hunter2-secret-pw' }, { 'x-request-id': 'login-1' });
    expect(lines.join('\n')).not.toContain('Hunter2-secret-pw');
  });
});

describe('anonymous look-ups are limited and every 429 says when to retry (3.12)', () => {
  it('check-username answers 429 with Retry-After after 120 look-ups from one address', async () => {
    await clearRateLimits(t);
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await t.client().get(`/api/check-username/probe_${i}`)).status;
    expect(last).toBe(429);
    const again = await t.client().get('/api/check-username/probe_x');
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
  });

  it('the tRPC form of a limited call also says when to retry', async () => {
    const res = await t
      .client()
      .get(`/trpc/auth.checkUsername?input=${encodeURIComponent(JSON.stringify({ json: { username: 'probe_trpc' } }))}`);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
