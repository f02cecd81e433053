import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * The requests a MoMo Open API SDK sends, header for header: the `mtn-momo` npm package (axios, its
 * client's default headers replaced by Ocp-Apim-Subscription-Key and X-Target-Environment; POSTs
 * without a body send no Content-Type; a JSON body is sent as application/json;charset=utf-8).
 */
function sdkClient(baseUrl: string, subscriptionKey: string) {
  const defaults = {
    accept: 'application/json, text/plain, */*',
    'user-agent': 'axios/0.19.2',
    'ocp-apim-subscription-key': subscriptionKey,
    'x-target-environment': 'sandbox',
  };
  const send = async (method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, json?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...defaults, ...(json === undefined ? {} : { 'content-type': 'application/json;charset=utf-8' }), ...headers },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  };
  return { send };
}

describe('the MoMo Open API sandbox the demo serves (shown on /dev/providers)', () => {
  it('shows the base URL and subscription key, and a client provisions a user, gets a token and requests to pay, as at MTN’s sandbox', async () => {
    const page = await t.client().get('/api/dev/providers');
    expect(page.status).toBe(200);
    expect(page.body.momoSandbox).toEqual({
      basePath: '/simulators/momo',
      subscriptionKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      targetEnvironment: 'sandbox',
    });
    // The app's own API user and key are not shown.
    expect(JSON.stringify(page.body)).not.toContain(t.simulatedProviders!.mtn.apiKey);
    expect(JSON.stringify(page.body)).not.toContain(t.simulatedProviders!.mtn.apiUser);

    const sdk = sdkClient(`${t.baseUrl}${page.body.momoSandbox.basePath}`, page.body.momoSandbox.subscriptionKey);
    // Users.create(host): POST /v1_0/apiuser, X-Reference-Id, {providerCallbackHost}.
    const userId = randomUUID();
    const created = await sdk.send('POST', '/v1_0/apiuser', { 'x-reference-id': userId }, { providerCallbackHost: 'example.com' });
    expect(created).toEqual({ status: 201, body: null });
    expect((await sdk.send('POST', '/v1_0/apiuser', { 'x-reference-id': userId }, { providerCallbackHost: 'example.com' })).status).toBe(
      409,
    );
    expect(await sdk.send('GET', `/v1_0/apiuser/${userId}`)).toEqual({
      status: 200,
      body: { providerCallbackHost: 'example.com', targetEnvironment: 'sandbox' },
    });
    // Users.login(userId): POST …/apikey, no body.
    const login = await sdk.send('POST', `/v1_0/apiuser/${userId}/apikey`);
    expect(login.status).toBe(201);
    const apiKey = login.body!.apiKey as string;
    expect(apiKey).toMatch(/^[0-9a-f]{32}$/);

    // authorizeCollections: POST /collection/token/, Basic userId:apiKey, no body.
    const basic = Buffer.from(`${userId}:${apiKey}`).toString('base64');
    const token = await sdk.send('POST', '/collection/token/', { authorization: `Basic ${basic}` });
    expect(token).toEqual({ status: 200, body: { access_token: expect.any(String), token_type: 'access_token', expires_in: 3600 } });
    const wrong = await sdk.send('POST', '/collection/token/', {
      authorization: `Basic ${Buffer.from(`${userId}:nope`).toString('base64')}`,
    });
    expect(wrong.status).toBe(401);
    const bearer = { authorization: `Bearer ${token.body!.access_token as string}` };

    // Collections.requestToPay, getTransaction, getBalance, isPayerActive.
    const reference = randomUUID();
    const paid = await sdk.send(
      'POST',
      '/collection/v1_0/requesttopay',
      { ...bearer, 'x-reference-id': reference },
      {
        amount: '50',
        currency: 'EUR',
        externalId: '123456',
        payer: { partyIdType: 'MSISDN', partyId: '233245559876' },
        payerMessage: 'm',
        payeeNote: 'n',
      },
    );
    expect(paid).toEqual({ status: 202, body: null });
    const transaction = await sdk.send('GET', `/collection/v1_0/requesttopay/${reference}`, bearer);
    expect(transaction.status).toBe(200);
    expect(transaction.body).toMatchObject({
      amount: '50',
      currency: 'EUR',
      externalId: '123456',
      status: expect.stringMatching(/^(PENDING|SUCCESSFUL)$/),
    });
    expect((await sdk.send('GET', '/collection/v1_0/account/balance', bearer)).body).toMatchObject({
      availableBalance: expect.any(String),
    });
    expect((await sdk.send('GET', '/collection/v1_0/accountholder/msisdn/233245559876/active', bearer)).status).toBe(200);
  });

  it('refuses a client without the subscription key, as MTN does', async () => {
    const sdk = sdkClient(`${t.baseUrl}/simulators/momo`, 'not-the-key');
    const res = await sdk.send('POST', '/v1_0/apiuser', { 'x-reference-id': randomUUID() }, { providerCallbackHost: 'example.com' });
    expect(res.status).toBe(401);
    expect(res.body!.message).toMatch(/invalid subscription key/);
  });
});
