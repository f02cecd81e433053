import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { seedDemoData } from '../demo/seed-demo-data';
import { createNotifier } from './create-notifier';

const HUBTEL = 'https://smsc.hubtel.test';
const server = setupServer();
let t: TestApp;
let sent: { To: string; Content: string }[] = [];

beforeAll(async () => {
  // Only Hubtel is mocked; the test's own calls to the API server pass through.
  server.listen({ onUnhandledRequest: 'bypass' });
  t = await startTestApp({ SMS_PROVIDER: 'hubtel', HUBTEL_CLIENT_ID: 'id-1', HUBTEL_CLIENT_SECRET: 'secret-1', HUBTEL_BASE_URL: HUBTEL });
  t.deps.notifier = createNotifier(t.deps.env, { log: () => {} });
});
afterEach(() => {
  server.resetHandlers();
  sent = [];
});
afterAll(async () => {
  server.close();
  await t.close();
});

describe('sign-up codes through Hubtel', () => {
  it('sends the code by SMS and never returns it in the response', async () => {
    server.use(
      http.post(`${HUBTEL}/v1/messages/send`, async ({ request }) => {
        sent.push((await request.json()) as { To: string; Content: string });
        return HttpResponse.json({ messageId: 'hub-2', status: 0 });
      }),
    );
    const client = t.client();
    const res = await client.post('/api/phone/send-verification', { phoneNumber: '0241112223' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Verification code sent to your phone number ending in 2223',
      channel: 'sms',
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.To).toBe('233241112223');
    const code = /\b(\d{6})\b/.exec(sent[0]!.Content)![1]!;
    expect(res.text).not.toContain(code);
    const verified = await client.post('/api/phone/verify', { phoneNumber: '0241112223', verificationCode: code });
    expect(verified.status).toBe(200);
  });

  it('answers 503 when Hubtel is down, and the person may ask again at once', async () => {
    server.use(http.post(`${HUBTEL}/v1/messages/send`, () => new HttpResponse('down', { status: 502 })));
    const res = await t.client().post('/api/phone/send-verification', { phoneNumber: '0241112224' });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      message: 'We could not send the code right now. Please try again in a few minutes.',
      code: 'PROVIDER_UNAVAILABLE',
    });
    expect(await t.deps.db.selectFrom('oneTimeCodes').select('id').where('identifier', '=', '+233241112224').execute()).toEqual([]);

    server.use(http.post(`${HUBTEL}/v1/messages/send`, () => HttpResponse.json({ messageId: 'hub-3', status: 0 })));
    const retry = await t.client().post('/api/phone/send-verification', { phoneNumber: '0241112224' });
    expect(retry.status).toBe(200);
  });

  it('keeps forgot-password silent about accounts even when Hubtel fails', async () => {
    await seedDemoData(t.deps);
    let calls = 0;
    server.use(
      http.post(`${HUBTEL}/v1/messages/send`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const known = await t.client().post('/api/auth/forgot-password', { loginId: 'ama_mensah' });
    const unknown = await t.client().post('/api/auth/forgot-password', { loginId: 'nobody_here' });
    expect(calls).toBe(1);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.demoCode).toBeUndefined();
  });
});
