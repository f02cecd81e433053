import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoneyUser, moneyFootprint, type MoneyTestUser } from '../modules/money/testing/money-test-helpers';
import { startTestApp, type TestApp } from '../testing/test-app';
import { INTERNAL_ERROR_MESSAGE } from '../trpc/init';
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE, TOO_DEEP_MESSAGE } from './input-guards';

/** The audit's hostile inputs (findings 3.3 and 3.4), each sent as the attacker sent it. */
let t: TestApp;
let ama: MoneyTestUser;
let kofi: MoneyTestUser;
beforeAll(async () => {
  t = await startTestApp();
  ama = await createMoneyUser(t, { balance: 50_00n });
  kofi = await createMoneyUser(t, { balance: 50_00n });
});
afterAll(async () => {
  await t.close();
});

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('a NUL byte in any string is a 400 with a clear message, never a 500 with database text', () => {
  it.each([
    ['a login id', () => t.client().post('/api/auth/login', { loginId: 'ama\u0000', password: 'x' })],
    ['a search query', () => ama.client.get('/api/transactions?search=%00')],
    ['a user search', () => ama.client.get('/api/search/users?q=ko%00fi')],
    [
      'a payment message',
      () => ama.client.post('/api/send-money', { amount: '1.00', recipientUsername: kofi.username, message: 'hi\u0000there' }),
    ],
    ['a path parameter', () => ama.client.get('/api/check-username/ama%00')],
    ['a tRPC mutation', () => ama.client.post('/trpc/auth.login', { json: { loginId: 'ama\u0000', password: 'x' } })],
    [
      'a tRPC query',
      () => ama.client.get(`/trpc/auth.checkUsername?input=${encodeURIComponent(JSON.stringify({ json: { username: 'ama\u0000' } }))}`),
    ],
  ])('%s', async (_what, send) => {
    const before = await moneyFootprint(t);
    const res = await send();
    expect(res.status, res.text).toBe(400);
    expect(res.text).toContain(NUL_MESSAGE.slice(0, 20));
    expect(res.text).not.toMatch(/invalid byte sequence|UTF8|postgres/i);
    expect(await moneyFootprint(t)).toEqual(before);
  });

  it('a comment with a NUL writes nothing', async () => {
    const paid = await ama.client.post('/api/send-money', { amount: '1.00', recipientUsername: kofi.username });
    const res = await ama.client.post(`/api/transactions/${paid.body.id}/comments`, { comment: 'nice\u0000' });
    expect(res.status).toBe(400);
    expect((await ama.client.get(`/api/transactions/${paid.body.id}/comments`)).body).toEqual([]);
  });
});

describe('a lone UTF-16 surrogate ("\\ud800", which PostgreSQL cannot store) is a 400, never a 500 (found by the fuzzer)', () => {
  it.each([
    [
      'a payment with an Idempotency-Key (its answer is stored as jsonb)',
      () => ama.client.post('/api/send-money', { amount: '2.25', recipientUsername: '\ud800' }, { 'idempotency-key': 'surrogate-1' }),
    ],
    [
      'a low surrogate alone in a message',
      () => ama.client.post('/api/send-money', { amount: '1.00', recipientUsername: kofi.username, message: 'hi \udfff' }),
    ],
    ["a search query with the surrogate's bytes", () => ama.client.get('/api/search/users?q=ok%ED%A0%80')],
    ['a tRPC mutation', () => ama.client.post('/trpc/auth.login', '{"json":{"loginId":"\\ud800","password":"x"}}')],
  ])('%s', async (_what, send) => {
    const before = await moneyFootprint(t);
    const res = await send();
    expect(res.status, res.text).toBeLessThan(500);
    expect(res.text).not.toMatch(/invalid input syntax|json|postgres/i);
    expect(await moneyFootprint(t)).toEqual(before);
  });

  it('says why when the text reaches the guard', async () => {
    const res = await ama.client.post(
      '/api/send-money',
      { amount: '2.25', recipientUsername: '\ud800' },
      { 'idempotency-key': 'surrogate-2' },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LONE_SURROGATE_MESSAGE);
  });

  it('a well-formed pair (an emoji) is still a character', async () => {
    const res = await ama.client.post(
      '/api/send-money',
      { amount: '1.00', recipientUsername: kofi.username, message: 'thanks 😀' },
      { 'idempotency-key': 'surrogate-3' },
    );
    expect(res.status, res.text).toBe(200);
  });
});

describe('JSON nested thousands deep is refused with 400 before it reaches tRPC', () => {
  it.each([
    ['POST /api/auth/login', '/api/auth/login', deepObject(5_000)],
    ['POST /api/send-money', '/api/send-money', deep(5_000)],
    ['POST /trpc/auth.login', '/trpc/auth.login', deepObject(5_000)],
  ])('%s', async (_what, path, body) => {
    const res = await ama.client.post(path, body, { 'content-type': 'application/json' });
    expect(res.status, res.text).toBe(400);
    expect(res.text).toContain(TOO_DEEP_MESSAGE);
  });

  it('a tRPC query with deep input (as deep as a URL can carry)', async () => {
    const res = await ama.client.get(`/trpc/auth.checkUsername?input=${encodeURIComponent(deep(1_000))}`);
    expect(res.status, res.text).toBe(400);
    expect(res.text).toContain(TOO_DEEP_MESSAGE);
  });

  it('ordinary nesting still works', async () => {
    const res = await ama.client.post('/api/send-money', { amount: '1.00', recipientUsername: kofi.username });
    expect(res.status, res.text).toBe(200);
  });
});

describe('a failure on our side', () => {
  it('answers 500 with a generic message, never the underlying error text', async () => {
    const original = t.deps.notifier;
    t.deps.notifier = {
      send: async () => {
        throw new Error('relation "secret_table" does not exist');
      },
    };
    try {
      const res = await t.client().post('/api/phone/send-verification', { phoneNumber: '0241990001' });
      expect(res.status).toBe(500);
      expect(res.body.message).toBe(INTERNAL_ERROR_MESSAGE);
      expect(res.text).not.toContain('secret_table');
    } finally {
      t.deps.notifier = original;
    }
  });
});

describe('a query parameter given twice arrives as an array (found by the fuzzer on a demo route)', () => {
  it('DELETE /api/dev/providers/faults?party=…&party=… is a 400, and the faults stay as they were', async () => {
    const set = await ama.client.post('/api/dev/providers/faults', {
      provider: 'momo',
      party: '0241234567',
      fault: 'failed:NOT_ENOUGH_FUNDS',
    });
    expect(set.status, set.text).toBe(200);
    const res = await ama.client.delete('/api/dev/providers/faults?party=aaa&party=%EF%BF%BD');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Name at most one provider (momo, paystack or bills) and one number');
    const faults = (await ama.client.get('/api/dev/providers')).body.momo.faults;
    expect(JSON.stringify(faults)).toContain('233241234567');
    expect((await ama.client.delete('/api/dev/providers/faults?provider=momo&party=233241234567')).status).toBe(200);
  });
});
