import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../../../provider-error';
import { HubtelSmsProvider } from './hubtel-provider';

const BASE_URL = 'https://smsc.hubtel.test';
const SEND_URL = `${BASE_URL}/v1/messages/send`;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const provider = new HubtelSmsProvider({ clientId: 'client-id', clientSecret: 's3cret', senderId: 'GhanaPay', baseUrl: BASE_URL });
const message = { to: '+233241234567', text: 'Your GhanaPay code is 493021' };

describe('HubtelSmsProvider', () => {
  it('posts JSON {From, To, Content} with basic auth and returns the message id', async () => {
    let seen: { auth: string | null; type: string | null; body: unknown } | undefined;
    server.use(
      http.post(SEND_URL, async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json(
          { rate: 0.03, messageId: 'msg-1', status: 0, networkId: '62001', statusDescription: 'request submitted successfully' },
          { status: 201 },
        );
      }),
    );
    const receipt = await provider.sendSms(message);
    expect(receipt).toEqual({ provider: 'hubtel', providerMessageId: 'msg-1' });
    expect(seen?.auth).toBe(`Basic ${Buffer.from('client-id:s3cret').toString('base64')}`);
    expect(seen?.type).toBe('application/json');
    expect(seen?.body).toEqual({ From: 'GhanaPay', To: '233241234567', Content: 'Your GhanaPay code is 493021' });
  });

  it('fails with ProviderUnavailableError when Hubtel refuses the credentials, without leaking the message', async () => {
    server.use(http.post(SEND_URL, () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    const error = await provider.sendSms(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as ProviderUnavailableError).details.httpStatus).toBe(401);
    expect((error as Error).message).not.toContain('493021');
    expect((error as Error).message).not.toContain('s3cret');
  });

  it('fails when Hubtel answers 200 with a non-zero status (e.g. no credit)', async () => {
    server.use(http.post(SEND_URL, () => HttpResponse.json({ status: 12, statusDescription: 'Payment required' })));
    await expect(provider.sendSms(message)).rejects.toThrow(/not submitted \(status 12/);
  });

  it('fails on a server error and on an unreachable host', async () => {
    server.use(http.post(SEND_URL, () => new HttpResponse('upstream broke', { status: 503 })));
    await expect(provider.sendSms(message)).rejects.toBeInstanceOf(ProviderUnavailableError);
    server.use(http.post(SEND_URL, () => HttpResponse.error()));
    await expect(provider.sendSms(message)).rejects.toThrow('hubtel: unreachable');
  });

  it('refuses a sender id Hubtel would reject as soon as it is configured', () => {
    expect(() => new HubtelSmsProvider({ clientId: 'a', clientSecret: 'b', senderId: 'GhanaPay Wallet', baseUrl: BASE_URL })).toThrow(
      /sender id/,
    );
  });

  it('gives up after its timeout', async () => {
    const slow = new HubtelSmsProvider({ clientId: 'a', clientSecret: 'b', senderId: 'GhanaPay', baseUrl: BASE_URL, timeoutMs: 50 });
    server.use(
      http.post(SEND_URL, async () => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        return HttpResponse.json({ status: 0, messageId: 'late' });
      }),
    );
    await expect(slow.sendSms(message)).rejects.toThrow('hubtel: timed out');
  });
});
