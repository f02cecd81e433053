import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoneyUser, moneyFootprint, type MoneyTestUser } from '../modules/money/testing/money-test-helpers';
import { startFreezeWatchdog } from '../testing/freeze-watchdog';
import { startTestApp, type TestApp } from '../testing/test-app';
import { JSON_ONLY_MESSAGE, TOO_MANY_VALUES_MESSAGE } from './input-guards';

/**
 * The attack audit's critical finding: `POST /trpc/<any procedure>` with `Content-Type:
 * multipart/form-data` and a one-byte body put the main thread at 100 % CPU for good (/health stopped
 * answering, SIGTERM was ignored). Every route family gets every unusual content type here, sent raw
 * as an attacker would; a watchdog process fails the file (instead of hanging it) if the loop freezes.
 */
let t: TestApp;
let ama: MoneyTestUser;
let kofi: MoneyTestUser;
let watchdog: { stop: () => void };
beforeAll(async () => {
  t = await startTestApp();
  ama = await createMoneyUser(t, { balance: 50_00n });
  kofi = await createMoneyUser(t, { balance: 50_00n });
  watchdog = startFreezeWatchdog(5_000, 'content-types.int.test.ts');
});
afterAll(async () => {
  watchdog?.stop();
  await t?.close();
});

interface RawAnswer {
  status: number;
  body: string;
  ms: number;
}

/** One request exactly as given (any method with any body and headers), answered within 3 s or failed. */
function raw(method: string, path: string, headers: Record<string, string>, body?: Buffer | string): Promise<RawAnswer> {
  const started = performance.now();
  const url = new URL(t.baseUrl + path);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path: url.pathname + url.search, headers, timeout: 3_000, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: performance.now() - started }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within 3 s`)));
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

async function healthMs(): Promise<number> {
  const res = await raw('GET', '/health', {});
  expect(res.status).toBe(200);
  return res.ms;
}

const BOUNDARY = '----attacker1234';
const multipartBody = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="input"\r\n\r\n{"json":{"loginId":"ama","password":"x"}}\r\n--${BOUNDARY}--\r\n`;

/** The unusual content types, each with a body of its kind. */
const CONTENT_TYPES: [string, string | undefined, string][] = [
  ['multipart/form-data, one byte', 'multipart/form-data', 'x'],
  ['multipart/form-data with a boundary and a part', `multipart/form-data; boundary=${BOUNDARY}`, multipartBody],
  ['multipart/mixed', `multipart/mixed; boundary=${BOUNDARY}`, multipartBody],
  ['text/plain', 'text/plain', '{"json":{"loginId":"ama","password":"x"}}'],
  ['a form', 'application/x-www-form-urlencoded', 'loginId=ama&password=x'],
  ['octet-stream', 'application/octet-stream', '\u0000\u0001\u0002'],
  ['XML', 'application/xml', '<a><b>x</b></a>'],
  ['an image', 'image/png', '\u0089PNG\r\n'],
  ['JSON lines', 'application/x-ndjson', '{}\n{}'],
  ['JSON in UTF-16', 'application/json; charset=utf-16', '{}'],
  ['a wildcard', '*/*', '{}'],
  ['a near-JSON type', 'application/jsonx', '{}'],
  ['garbage', ';;;===', 'x'],
  ['no content type, with a body', undefined, '{"json":{}}'],
];

/** The providers' callbacks answer every body alike (200) and act only on what the provider itself says. */
const ANSWERS_ALIKE = new Set(['/api/callbacks/mtn-momo', '/api/callbacks/paystack']);

const ROUTES: [family: string, method: string, path: string, signedIn: boolean][] = [
  ['tRPC mutation (anonymous)', 'POST', '/trpc/auth.login', false],
  ['tRPC mutation (signed in, moves money)', 'POST', '/trpc/money.sendMoney', true],
  ['tRPC query', 'POST', '/trpc/auth.checkUsername', false],
  ['tRPC batch', 'POST', '/trpc/auth.login,auth.login?batch=1', false],
  ['tRPC unknown procedure', 'POST', '/trpc/nope.nothing', false],
  ['REST (anonymous)', 'POST', '/api/auth/login', false],
  ['REST (signed in, moves money)', 'POST', '/api/send-money', true],
  ['KYC image upload', 'POST', '/api/kyc/images', true],
  ['USSD gateway', 'POST', '/ussd', true],
  ['MTN callback', 'POST', '/api/callbacks/mtn-momo', false],
  ['Paystack webhook', 'POST', '/api/callbacks/paystack', false],
  ['MoMo simulator', 'POST', '/simulators/momo/collection/token/', false],
  ['statement download', 'GET', '/api/statements/download?period=month&month=2026-11&format=csv', true],
  ['health', 'POST', '/health', false],
  ['the web app', 'POST', '/send', false],
];

describe('the one-request freeze: multipart/form-data to /trpc', () => {
  it('is refused with 415 before its body is read, and /health keeps answering within 100 ms', async () => {
    const before = await moneyFootprint(t);
    const res = await raw('POST', '/trpc/auth.login', { 'content-type': 'multipart/form-data', 'content-length': '1' }, 'x');
    expect(res.status).toBe(415);
    expect(JSON.parse(res.body)).toEqual({ message: JSON_ONLY_MESSAGE, code: 'UNSUPPORTED_MEDIA_TYPE' });
    for (let i = 0; i < 5; i++) expect(await healthMs()).toBeLessThan(100);
    expect(await moneyFootprint(t)).toEqual(before);
  });

  it('the tRPC client’s own JSON calls still work', async () => {
    const res = await raw(
      'POST',
      '/trpc/money.sendMoney',
      { 'content-type': 'application/json', cookie: ama.client.cookieHeader(), origin: t.baseUrl },
      JSON.stringify({ json: { amount: '1.00', recipientUsername: kofi.username } }),
    );
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body).result.data.json.status).toBe('completed');
  });
});

describe.each(ROUTES)('%s (%s %s): every unusual content type', (_family, method, path, signedIn) => {
  it.each(CONTENT_TYPES)('%s: refused (415 on /trpc) within 3 s, nothing written, /health under 100 ms', async (_name, type, body) => {
    const before = await moneyFootprint(t);
    const headers: Record<string, string> = { origin: t.baseUrl };
    if (type !== undefined) headers['content-type'] = type;
    if (signedIn) headers.cookie = ama.client.cookieHeader();
    const res = await raw(method, path, headers, body);
    expect(res.status, res.body).toBeGreaterThanOrEqual(ANSWERS_ALIKE.has(path) ? 200 : 400);
    expect(res.status, res.body).toBeLessThan(500);
    if (path.startsWith('/trpc/')) expect(res.status).toBe(415);
    expect(await healthMs()).toBeLessThan(100);
    expect(await moneyFootprint(t)).toEqual(before);
  });
});

describe('the input guard walks plain JSON values only, and only so many', () => {
  it('a JSON body of 50,000 values is a 400 with a clear message, answered at once', async () => {
    const res = await ama.client.post('/api/send-money', {
      amount: '1.00',
      recipientUsername: kofi.username,
      extra: new Array(50_000).fill(0),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TOO_MANY_VALUES_MESSAGE);
    expect(await healthMs()).toBeLessThan(100);
  });
});
