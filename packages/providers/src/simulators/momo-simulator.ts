import { randomUUID } from 'node:crypto';
import type { SimulatorHandler, SimulatorRequest, SimulatorResponse } from './http-simulator';
import { createMomoOrders, UUID, type MomoOrderOptions } from './momo-orders';
import type { SimulatorControl } from './simulator-control';

/** Who holds a wallet on the simulated MTN network (null: no wallet on that number). */
export type MomoSubscriberLookup = (msisdn: string) => Promise<{ name: string; active: boolean } | null>;

export interface MomoSimulatorOptions extends MomoOrderOptions {
  subscriptionKey: string;
  /** The API user and key the app is configured with (more can be provisioned, as in the sandbox). */
  apiUser: string;
  apiKey: string;
  subscribers: MomoSubscriberLookup;
}

export type MomoSimulator = SimulatorHandler & { control: SimulatorControl };

/**
 * MTN's MoMo Open API as the sandbox documents it, enough for a real client pointed at this base URL:
 * sandbox API-user provisioning (POST /v1_0/apiuser with X-Reference-Id, POST …/apikey, GET …), the
 * collection token (POST /collection/token/, Basic apiUser:apiKey), and the account-holder checks
 * (GET /collection/v1_0/accountholder/msisdn/{msisdn}/active and …/basicuserinfo) with Bearer token,
 * X-Target-Environment and Ocp-Apim-Subscription-Key on every call. Numbers ending 0000 are inactive.
 *
 * Also money, with books (see momo-orders.ts): collections (POST /collection/v1_0/requesttopay, GET
 * …/{referenceId}) credit the collection account, payouts (POST /disbursement/v1_0/transfer, GET
 * …/{referenceId}) debit the disbursement float; GET /{collection|disbursement}/v1_0/account/balance.
 * 202 on an order, 409 for a reference seen before, PENDING for `settleAfterMs` then SUCCESSFUL or
 * FAILED with MTN's reason, and then one PUT of the status body to the order's X-Callback-Url.
 *
 * By the MSISDN's last digits (unless a fault is set for it): …1111 the payer declines
 * (APPROVAL_REJECTED), …2222 never completes (pending_forever), …3333 answers 500 and records
 * nothing (error_5xx), …4444 has not enough funds (NOT_ENOUGH_FUNDS). Faults (simulator-faults.ts)
 * are set through `control` or over HTTP: POST /_simulator/faults {party: MSISDN, fault}, DELETE
 * /_simulator/faults, GET /_simulator/books, with the subscription key and a Bearer token (or the
 * API user's Basic credentials), as the API itself.
 */
export function createMomoSimulator(options: MomoSimulatorOptions): MomoSimulator {
  const apiUsers = new Map<string, { apiKey: string | null; providerCallbackHost: string }>([
    [options.apiUser, { apiKey: options.apiKey, providerCallbackHost: 'localhost' }],
  ]);
  const tokens = new Map<string, number>();
  const orders = createMomoOrders(options);

  const handler = async (request: SimulatorRequest): Promise<SimulatorResponse> => {
    if (request.headers['ocp-apim-subscription-key'] !== options.subscriptionKey) {
      return {
        status: 401,
        body: {
          statusCode: 401,
          message: 'Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.',
        },
      };
    }
    const { method, path } = request;

    if (method === 'POST' && path === '/v1_0/apiuser') {
      const id = request.headers['x-reference-id'];
      const host = (request.body as { providerCallbackHost?: unknown } | undefined)?.providerCallbackHost;
      if (!id || !UUID.test(id) || typeof host !== 'string')
        return { status: 400, body: { code: 'INVALID_REQUEST', message: 'X-Reference-Id (UUID) and providerCallbackHost are required' } };
      if (apiUsers.has(id))
        return { status: 409, body: { code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id. Creation of resource failed.' } };
      apiUsers.set(id, { apiKey: null, providerCallbackHost: host });
      return { status: 201 };
    }
    const apiUserPath = /^\/v1_0\/apiuser\/([^/]+)(\/apikey)?$/.exec(path);
    if (apiUserPath) {
      const user = apiUsers.get(apiUserPath[1]!);
      if (!user) return { status: 404, body: { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' } };
      if (method === 'POST' && apiUserPath[2]) {
        user.apiKey = randomUUID().replace(/-/g, '');
        return { status: 201, body: { apiKey: user.apiKey } };
      }
      if (method === 'GET' && !apiUserPath[2])
        return { status: 200, body: { providerCallbackHost: user.providerCallbackHost, targetEnvironment: 'sandbox' } };
    }

    if (method === 'POST' && (path === '/collection/token/' || path === '/disbursement/token/')) {
      const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const [user, key] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
      if (!user || !key || apiUsers.get(user)?.apiKey !== key)
        return { status: 401, body: { error: 'login_failed', error_description: 'Access denied' } };
      const token = randomUUID();
      tokens.set(token, Date.now() + 3600_000);
      return { status: 200, body: { access_token: token, token_type: 'access_token', expires_in: 3600 } };
    }

    const holder = /^\/collection\/v1_0\/accountholder\/msisdn\/(\d{9,15})\/(active|basicuserinfo)$/.exec(path);
    if (method === 'GET' && holder) {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer || (tokens.get(bearer) ?? 0) < Date.now())
        return { status: 401, body: { code: 'NOT_AUTHORIZED', message: 'Authorization failed. Insufficient permissions.' } };
      if (!request.headers['x-target-environment'])
        return { status: 400, body: { code: 'INVALID_REQUEST', message: 'X-Target-Environment is required' } };
      const msisdn = holder[1]!;
      const subscriber = msisdn.endsWith('0000') ? { name: '', active: false } : await options.subscribers(msisdn);
      if (holder[2] === 'active') return { status: 200, body: { result: Boolean(subscriber?.active) } };
      if (!subscriber || !subscriber.active)
        return { status: 404, body: { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' } };
      const [given, ...family] = subscriber.name.split(' ');
      return {
        status: 200,
        body: {
          sub: '0',
          name: subscriber.name,
          given_name: given,
          family_name: family.join(' '),
          locale: 'en_GH',
          gender: 'UNSPECIFIED',
          updated_at: Math.floor(Date.now() / 1000),
        },
      };
    }
    // Orders, balances and the simulator's control: a Bearer token (the control also takes the API user's Basic credentials).
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [user, key] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const tokenValid = Boolean(bearer) && (tokens.get(bearer!) ?? 0) >= Date.now();
    const basicValid = path.startsWith('/_simulator/') && Boolean(user) && Boolean(key) && apiUsers.get(user!)?.apiKey === key;
    if (!tokenValid && !basicValid)
      return { status: 401, body: { code: 'NOT_AUTHORIZED', message: 'Authorization failed. Insufficient permissions.' } };
    return (
      (await orders.route(request)) ?? { status: 404, body: { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' } }
    );
  };
  // The subscription key is the only secret a sandbox client starts from: it provisions its own API
  // user and key; the app's own API user and key are never shown.
  const control = Object.assign(orders.control, {
    sandbox: { subscriptionKey: options.subscriptionKey, targetEnvironment: 'sandbox' as const },
  });
  return Object.assign(handler, { control });
}
