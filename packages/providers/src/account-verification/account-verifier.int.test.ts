import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaystackVerifier } from '../banking/providers/paystack/paystack-verifier';
import { MtnMomoVerifier } from '../mobile-money/providers/mtn-momo/mtn-momo-verifier';
import { ProviderUnavailableError } from '../provider-error';
import { startDemoAccountProviders, type RunningDemoAccountProviders } from '../simulators/demo-account-providers';
import { createAccountVerifier } from './create-account-verifier';

// The real adapters against the simulators, over real HTTP.
describe('adapters against their simulators', () => {
  let sims: RunningDemoAccountProviders;
  beforeAll(async () => {
    sims = await startDemoAccountProviders({
      subscribers: async (msisdn) => (msisdn === '233245550001' ? { name: 'Ama Serwaa Mensah', active: true } : null),
      accounts: async (bankCode, accountNumber) =>
        bankCode === '040100' && accountNumber === '1234567890'
          ? 'Kofi Boateng'
          : bankCode === 'VOD' && accountNumber === '0205550002'
            ? 'Yaw Asante'
            : null,
    });
  });
  afterAll(() => sims.stop());

  it('verifies an MTN wallet whose holder is active and whose name matches, in any order', async () => {
    const verifier = createAccountVerifier({ mtn: { provider: 'simulator' }, aggregator: { provider: 'simulator' } }, sims);
    expect(await verifier.verifyMobileMoney({ network: 'MTN', phoneNumber: '+233245550001', accountName: 'Mensah Ama' })).toEqual({
      status: 'verified',
      registeredName: 'Ama Serwaa Mensah',
    });
    expect(await verifier.verifyMobileMoney({ network: 'MTN', phoneNumber: '+233245550001', accountName: 'Kwame Mensah' })).toMatchObject({
      status: 'unverified',
      reason: 'The name on this account does not match the name you entered',
    });
    expect(await verifier.verifyMobileMoney({ network: 'MTN', phoneNumber: '+233245559999', accountName: 'Ama Mensah' })).toEqual({
      status: 'unverified',
      reason: 'No active MTN MoMo wallet is registered to this number',
    });
    expect((await verifier.verifyMobileMoney({ network: 'MTN', phoneNumber: '+233245550000', accountName: 'Ama Mensah' })).status).toBe(
      'unverified',
    );
  });

  it('resolves Telecel wallets and bank accounts through the aggregator', async () => {
    const verifier = createAccountVerifier({ mtn: { provider: 'simulator' }, aggregator: { provider: 'simulator' } }, sims);
    expect(await verifier.verifyMobileMoney({ network: 'TELECEL', phoneNumber: '+233205550002', accountName: 'Yaw Asante' })).toEqual({
      status: 'verified',
      registeredName: 'YAW ASANTE',
    });
    expect(
      await verifier.verifyBankAccount({ bankSortCode: '040', accountNumber: '1234567890', accountName: 'Kofi Boateng' }),
    ).toMatchObject({ status: 'verified' });
    expect(await verifier.verifyBankAccount({ bankSortCode: '040', accountNumber: '9912345678', accountName: 'Kofi Boateng' })).toEqual({
      status: 'unverified',
      reason: 'The bank does not know this account number',
    });
  });

  it('provisions a sandbox API user as MTN documents, and refuses a wrong subscription key or API key', async () => {
    const base = sims.mtn.baseUrl;
    const key = { 'ocp-apim-subscription-key': sims.credentials.momoSubscriptionKey };
    const id = randomUUID();
    const created = await fetch(`${base}/v1_0/apiuser`, {
      method: 'POST',
      headers: { ...key, 'x-reference-id': id, 'content-type': 'application/json' },
      body: JSON.stringify({ providerCallbackHost: 'example.com' }),
    });
    expect(created.status).toBe(201);
    expect(
      (
        await fetch(`${base}/v1_0/apiuser`, {
          method: 'POST',
          headers: { ...key, 'x-reference-id': id, 'content-type': 'application/json' },
          body: JSON.stringify({ providerCallbackHost: 'example.com' }),
        })
      ).status,
    ).toBe(409);
    const apiKey = (await (await fetch(`${base}/v1_0/apiuser/${id}/apikey`, { method: 'POST', headers: key })).json()) as {
      apiKey: string;
    };
    expect(await (await fetch(`${base}/v1_0/apiuser/${id}`, { headers: key })).json()).toEqual({
      providerCallbackHost: 'example.com',
      targetEnvironment: 'sandbox',
    });
    const provisioned = new MtnMomoVerifier({ ...sims.mtn, apiUser: id, apiKey: apiKey.apiKey });
    expect((await provisioned.verify({ network: 'MTN', phoneNumber: '+233245550001', accountName: 'Ama Mensah' })).status).toBe('verified');
    await expect(
      new MtnMomoVerifier({ ...sims.mtn, subscriptionKey: 'wrong' }).verify({
        network: 'MTN',
        phoneNumber: '+233245550001',
        accountName: 'Ama Mensah',
      }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(
      new MtnMomoVerifier({ ...sims.mtn, apiKey: 'wrong' }).verify({
        network: 'MTN',
        phoneNumber: '+233245550001',
        accountName: 'Ama Mensah',
      }),
    ).rejects.toThrow(/token refused/);
    await expect(
      new PaystackVerifier({ ...sims.paystack, secretKey: 'sk_test_wrong' }).verifyBankAccount({
        bankSortCode: '040',
        accountNumber: '1234567890',
        accountName: 'Kofi',
      }),
    ).rejects.toThrow(/HTTP 401 Invalid key/);
  });

  it('an unreachable provider is an outage, not a "no"', async () => {
    await expect(
      new PaystackVerifier({ baseUrl: 'http://127.0.0.1:9', secretKey: 'x' }).verifyBankAccount({
        bankSortCode: '040',
        accountNumber: '1234567890',
        accountName: 'Kofi',
      }),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

// The real adapters against msw, with the documented request and response shapes.
describe('adapters against the documented protocols (msw)', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  const MTN = 'https://sandbox.momodeveloper.mtn.test';
  const config = {
    baseUrl: MTN,
    subscriptionKey: 'sub-key',
    apiUser: '3f1c0d1e-1111-4a4a-8b8b-123456789abc',
    apiKey: 'api-key',
    targetEnvironment: 'mtnghana',
  };

  it('MTN: Basic token once, then Bearer calls with the subscription key and target environment', async () => {
    const seen: Record<string, string | null>[] = [];
    let tokens = 0;
    server.use(
      http.post(`${MTN}/collection/token/`, ({ request }) => {
        tokens++;
        expect(request.headers.get('authorization')).toBe(`Basic ${Buffer.from(`${config.apiUser}:api-key`).toString('base64')}`);
        expect(request.headers.get('ocp-apim-subscription-key')).toBe('sub-key');
        return HttpResponse.json({ access_token: 'tok-1', token_type: 'access_token', expires_in: 3600 });
      }),
      http.get(`${MTN}/collection/v1_0/accountholder/msisdn/:msisdn/active`, ({ request, params }) => {
        seen.push({
          msisdn: String(params.msisdn),
          auth: request.headers.get('authorization'),
          env: request.headers.get('x-target-environment'),
          key: request.headers.get('ocp-apim-subscription-key'),
        });
        return HttpResponse.json({ result: true });
      }),
      http.get(`${MTN}/collection/v1_0/accountholder/msisdn/:msisdn/basicuserinfo`, () =>
        HttpResponse.json({
          sub: '0',
          name: 'Efua Addo',
          given_name: 'Efua',
          family_name: 'Addo',
          birthdate: '1990-01-01',
          locale: 'en_GH',
          gender: 'FEMALE',
          updated_at: 1,
        }),
      ),
    );
    const verifier = new MtnMomoVerifier(config);
    expect(await verifier.verify({ network: 'MTN', phoneNumber: '+233541230001', accountName: 'Efua Addo' })).toMatchObject({
      status: 'verified',
    });
    expect(await verifier.verify({ network: 'MTN', phoneNumber: '+233541230001', accountName: 'Efua Addo' })).toMatchObject({
      status: 'verified',
    });
    expect(tokens).toBe(1);
    expect(seen[0]).toEqual({ msisdn: '233541230001', auth: 'Bearer tok-1', env: 'mtnghana', key: 'sub-key' });
  });

  it('MTN: a 404 RESOURCE_NOT_FOUND is "no wallet"; a 500 is an outage', async () => {
    server.use(
      http.post(`${MTN}/collection/token/`, () => HttpResponse.json({ access_token: 't', token_type: 'access_token', expires_in: 3600 })),
      http.get(`${MTN}/collection/v1_0/accountholder/msisdn/233541230002/active`, () =>
        HttpResponse.json({ code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' }, { status: 404 }),
      ),
      http.get(`${MTN}/collection/v1_0/accountholder/msisdn/233541230003/active`, () =>
        HttpResponse.json({ code: 'INTERNAL_PROCESSING_ERROR', message: 'x' }, { status: 500 }),
      ),
    );
    const verifier = new MtnMomoVerifier(config);
    expect(await verifier.verify({ network: 'MTN', phoneNumber: '+233541230002', accountName: 'Efua Addo' })).toMatchObject({
      status: 'unverified',
    });
    await expect(verifier.verify({ network: 'MTN', phoneNumber: '+233541230003', accountName: 'Efua Addo' })).rejects.toThrow(
      /HTTP 500 INTERNAL_PROCESSING_ERROR/,
    );
  });

  it('Paystack: Bearer key, bank code from the sort code, 422 is "unknown", 200 compares names', async () => {
    const PAYSTACK = 'https://api.paystack.test';
    server.use(
      http.get(`${PAYSTACK}/bank/resolve`, ({ request }) => {
        const url = new URL(request.url);
        expect(request.headers.get('authorization')).toBe('Bearer sk_test_1');
        if (url.searchParams.get('account_number') === '1111111111') {
          return HttpResponse.json(
            { status: false, message: 'Could not resolve account name. Check parameters or try again.' },
            { status: 422 },
          );
        }
        return HttpResponse.json({
          status: true,
          message: 'Account number resolved',
          data: {
            account_number: url.searchParams.get('account_number'),
            account_name: `ACCOUNT AT ${url.searchParams.get('bank_code')}`,
            bank_id: 9,
          },
        });
      }),
    );
    const verifier = new PaystackVerifier({ baseUrl: PAYSTACK, secretKey: 'sk_test_1' });
    expect(await verifier.verifyBankAccount({ bankSortCode: '340', accountNumber: '2222222222', accountName: 'Account At' })).toEqual({
      status: 'verified',
      registeredName: 'ACCOUNT AT 340100',
    });
    expect(
      (await verifier.verifyMobileMoney({ network: 'AIRTELTIGO', phoneNumber: '+233271230004', accountName: 'Account At' })).registeredName,
    ).toBe('ACCOUNT AT ATL');
    expect(await verifier.verifyBankAccount({ bankSortCode: '340', accountNumber: '1111111111', accountName: 'X' })).toEqual({
      status: 'unverified',
      reason: 'The bank does not know this account number',
    });
  });
});
