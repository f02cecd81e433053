import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../../../provider-error';
import { serveSimulator } from '../../../simulators/http-simulator';
import { createMomoSimulator } from '../../../simulators/momo-simulator';
import type { RunningSimulator } from '../../../simulators/simulated-message';
import { MtnMomoPaymentClient } from './mtn-momo-payment-client';
import { createMtnMomoMoneyRails } from './mtn-momo-money-rails';
import type { MtnMomoConfig } from './types';

describe('MTN collections and payouts against the simulator, over HTTP', () => {
  let sim: RunningSimulator;
  let config: MtnMomoConfig;
  beforeAll(async () => {
    const credentials = { subscriptionKey: 'sub', apiUser: randomUUID(), apiKey: 'key' };
    sim = await serveSimulator(createMomoSimulator({ ...credentials, subscribers: async () => null, settleAfterMs: 100 }));
    config = { baseUrl: sim.url, targetEnvironment: 'sandbox', ...credentials };
  });
  afterAll(() => sim.close());
  const order = (phone: string, amountPesewas = 12_50n) => ({
    reference: randomUUID(),
    amountPesewas,
    phoneNumber: phone,
    note: 'Add money',
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

  it('a collection the payer approves: pending, then successful with MTN’s transaction id', async () => {
    const payments = new MtnMomoPaymentClient(config);
    const o = order('+233245550001');
    await payments.requestCollection(o);
    expect(await payments.collectionStatus(o.reference)).toEqual({ status: 'pending' });
    await settle();
    expect(await payments.collectionStatus(o.reference)).toMatchObject({ status: 'successful', providerTransactionId: expect.any(String) });
  });

  it('the same reference twice is one order (MTN answers 409; the first stands)', async () => {
    const payments = new MtnMomoPaymentClient(config);
    const o = order('+233245550001');
    await payments.requestCollection(o);
    await payments.requestCollection({ ...o, amountPesewas: 99_00n });
    await settle();
    expect((await payments.collectionStatus(o.reference)).status).toBe('successful');
  });

  it('a declined request and a payout to a short wallet fail with reasons a person can read', async () => {
    const payments = new MtnMomoPaymentClient(config);
    const declined = order('+233245551111');
    await payments.requestCollection(declined);
    const short = order('+233245554444');
    await payments.sendPayout(short);
    await settle();
    expect(await payments.collectionStatus(declined.reference)).toEqual({
      status: 'failed',
      reason: 'The payer declined the request on their phone',
      code: 'APPROVAL_REJECTED',
    });
    expect(await payments.payoutStatus(short.reference)).toEqual({
      status: 'failed',
      reason: 'The wallet does not have enough money',
      code: 'NOT_ENOUGH_FUNDS',
    });
  });

  it('an order MTN never took is "unknown"; an order that hangs stays pending; a 500 is an outage', async () => {
    const payments = new MtnMomoPaymentClient(config);
    expect(await payments.payoutStatus(randomUUID())).toEqual({ status: 'unknown' });
    const hanging = order('+233245552222');
    await payments.sendPayout(hanging);
    await settle();
    expect(await payments.payoutStatus(hanging.reference)).toEqual({ status: 'pending' });
    await expect(payments.sendPayout(order('+233245553333'))).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('MTN orders in the documented shape (msw)', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  const MTN = 'https://sandbox.momodeveloper.mtn.test';

  it('sends a transfer with the disbursement product’s own token and key, X-Reference-Id and a string amount', async () => {
    const seen: { headers: Record<string, string | null>; body: unknown }[] = [];
    server.use(
      http.post(`${MTN}/disbursement/token/`, ({ request }) => {
        expect(request.headers.get('authorization')).toBe(`Basic ${Buffer.from('d-user:d-key').toString('base64')}`);
        expect(request.headers.get('ocp-apim-subscription-key')).toBe('d-sub');
        return HttpResponse.json({ access_token: 'd-token', token_type: 'access_token', expires_in: 3600 });
      }),
      http.post(`${MTN}/disbursement/v1_0/transfer`, async ({ request }) => {
        seen.push({
          headers: {
            auth: request.headers.get('authorization'),
            ref: request.headers.get('x-reference-id'),
            env: request.headers.get('x-target-environment'),
            key: request.headers.get('ocp-apim-subscription-key'),
          },
          body: await request.json(),
        });
        return new HttpResponse(null, { status: 202 });
      }),
    );
    const payments = new MtnMomoPaymentClient({
      baseUrl: MTN,
      subscriptionKey: 'c-sub',
      apiUser: 'c-user',
      apiKey: 'c-key',
      targetEnvironment: 'mtnghana',
      disbursement: { subscriptionKey: 'd-sub', apiUser: 'd-user', apiKey: 'd-key' },
    });
    const reference = randomUUID();
    await payments.sendPayout({ reference, amountPesewas: 1_005n, phoneNumber: '+233541230001', note: 'GhanaPay transfer' });
    expect(seen).toEqual([
      {
        headers: { auth: 'Bearer d-token', ref: reference, env: 'mtnghana', key: 'd-sub' },
        body: {
          amount: '10.05',
          currency: 'GHS',
          externalId: reference,
          payee: { partyIdType: 'MSISDN', partyId: '233541230001' },
          payerMessage: 'GhanaPay transfer',
          payeeNote: 'GhanaPay transfer',
        },
      },
    ]);
  });

  it('names the callback URL on each order when configured; a refusal is refused, a 403 or 503 is an outage', async () => {
    const callbackUrls: (string | null)[] = [];
    const answers = [
      new HttpResponse(null, { status: 202 }),
      HttpResponse.json({ code: 'PAYEE_NOT_FOUND', message: 'Payee does not exist' }, { status: 400 }),
      HttpResponse.json({ code: 'NOT_ALLOWED', message: 'Authorization failed' }, { status: 403 }),
      HttpResponse.json({ code: 'SERVICE_UNAVAILABLE', message: 'down' }, { status: 503 }),
    ];
    server.use(
      http.post(`${MTN}/disbursement/token/`, () => HttpResponse.json({ access_token: 't', token_type: 'access_token', expires_in: 3600 })),
      http.post(`${MTN}/disbursement/v1_0/transfer`, ({ request }) => {
        callbackUrls.push(request.headers.get('x-callback-url'));
        return answers.shift()!;
      }),
    );
    const rails = createMtnMomoMoneyRails({
      baseUrl: MTN,
      subscriptionKey: 's',
      apiUser: 'u',
      apiKey: 'k',
      targetEnvironment: 'mtnghana',
      callbackUrl: 'https://api.ghanapay.test/api/callbacks/mtn-momo',
    });
    const order = () => ({
      reference: randomUUID(),
      amountPesewas: 5_00n,
      destination: { kind: 'mobile_money' as const, network: 'MTN' as const, phoneNumber: '+233541230001', accountName: 'Ama' },
      note: 'x',
    });
    expect(await rails.payout.submit(order())).toEqual({ status: 'accepted' });
    expect(await rails.payout.submit(order())).toEqual({
      status: 'refused',
      reason: 'No MTN MoMo wallet is registered to this number',
      code: 'PAYEE_NOT_FOUND',
    });
    await expect(rails.payout.submit(order())).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(rails.payout.submit(order())).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(callbackUrls).toEqual(Array(4).fill('https://api.ghanapay.test/api/callbacks/mtn-momo'));
  });
});
