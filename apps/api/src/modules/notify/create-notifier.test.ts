import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { AppError } from '../../errors';
import { createNotifier } from './create-notifier';

const HUBTEL = 'https://smsc.hubtel.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const baseEnv = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/ghanapay-notifier-test' };
const hubtelEnv = loadEnv({ ...baseEnv, SMS_PROVIDER: 'hubtel', HUBTEL_CLIENT_ID: 'id-1', HUBTEL_CLIENT_SECRET: 'secret-1', HUBTEL_BASE_URL: HUBTEL });
const quiet = () => {};

describe('createNotifier', () => {
  it('uses the simulator by default, which reveals what it "sent"', async () => {
    const notifier = createNotifier(loadEnv(baseEnv), quiet);
    const receipt = await notifier.send({ channel: 'sms', to: '+233241234567', text: 'code 123456' });
    expect(receipt).toMatchObject({ provider: 'simulator', revealsContent: true });
  });

  it('sends SMS through Hubtel when SMS_PROVIDER=hubtel, and never reveals the content', async () => {
    let seen: { auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${HUBTEL}/v1/messages/send`, async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), body: await request.json() };
        return HttpResponse.json({ rate: 0.03, messageId: 'hub-1', status: 0, networkId: '62001' });
      }),
    );
    const notifier = createNotifier(hubtelEnv, quiet);
    const receipt = await notifier.send({ channel: 'sms', to: '+233241234567', text: 'Your GhanaPay code is 654321' });
    expect(receipt).toEqual({ provider: 'hubtel', providerMessageId: 'hub-1', revealsContent: false });
    expect(seen).toEqual({
      auth: `Basic ${Buffer.from('id-1:secret-1').toString('base64')}`,
      body: { From: 'GhanaPay', To: '233241234567', Content: 'Your GhanaPay code is 654321' },
    });
  });

  it('keeps e-mail on the simulator even when SMS is real', async () => {
    const receipt = await createNotifier(hubtelEnv, quiet).send({ channel: 'email', to: 'a@example.com', text: 'code 111111' });
    expect(receipt).toMatchObject({ provider: 'simulator', revealsContent: true });
  });

  it('turns a Hubtel failure into PROVIDER_UNAVAILABLE (503) without logging the code', async () => {
    server.use(http.post(`${HUBTEL}/v1/messages/send`, () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    const lines: string[] = [];
    const error = await createNotifier(hubtelEnv, (line) => lines.push(line))
      .send({ channel: 'sms', to: '+233241234567', text: 'Your GhanaPay code is 777888' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('PROVIDER_UNAVAILABLE');
    expect((error as AppError).message).toBe('We could not send the code right now. Please try again in a few minutes.');
    expect(lines.join('\n')).toContain('credentials refused');
    expect(lines.join('\n')).not.toContain('777888');
  });
});
