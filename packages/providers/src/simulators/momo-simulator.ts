import { randomUUID } from 'node:crypto';
import type { SimulatorHandler, SimulatorRequest, SimulatorResponse } from './http-simulator';

/** Who holds a wallet on the simulated MTN network (null: no wallet on that number). */
export type MomoSubscriberLookup = (msisdn: string) => Promise<{ name: string; active: boolean } | null>;

export interface MomoSimulatorOptions {
  subscriptionKey: string;
  /** The API user and key the app is configured with (more can be provisioned, as in the sandbox). */
  apiUser: string;
  apiKey: string;
  subscribers: MomoSubscriberLookup;
  /** How long an order stays PENDING before it ends (default 1 s). */
  settleAfterMs?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * MTN's MoMo Open API as the sandbox documents it, enough for a real client pointed at this base URL:
 * sandbox API-user provisioning (POST /v1_0/apiuser with X-Reference-Id, POST …/apikey, GET …), the
 * collection token (POST /collection/token/, Basic apiUser:apiKey), and the account-holder checks
 * (GET /collection/v1_0/accountholder/msisdn/{msisdn}/active and …/basicuserinfo) with Bearer token,
 * X-Target-Environment and Ocp-Apim-Subscription-Key on every call. Numbers ending 0000 are inactive.
 * Also collections (POST /collection/v1_0/requesttopay, GET …/{referenceId}) and payouts
 * (POST /disbursement/v1_0/transfer, GET …/{referenceId}): 202 on an order, 409 for a reference
 * seen before, PENDING then SUCCESSFUL or FAILED with MTN's reasons (see orderStatus).
 */
export function createMomoSimulator(options: MomoSimulatorOptions): SimulatorHandler {
  const apiUsers = new Map<string, { apiKey: string | null; providerCallbackHost: string }>([
    [options.apiUser, { apiKey: options.apiKey, providerCallbackHost: 'localhost' }],
  ]);
  const tokens = new Map<string, number>();
  /** Requests to pay and transfers by X-Reference-Id. */
  const orders = new Map<string, { kind: 'requesttopay' | 'transfer'; body: Record<string, unknown>; msisdn: string; createdAt: number }>();
  const settleAfterMs = options.settleAfterMs ?? 1_000;

  return async (request: SimulatorRequest): Promise<SimulatorResponse> => {
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
    const order = /^\/(collection|disbursement)\/v1_0\/(requesttopay|transfer)(?:\/([^/]+))?$/.exec(path);
    if (order && (order[1] === 'collection') === (order[2] === 'requesttopay')) {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer || (tokens.get(bearer) ?? 0) < Date.now())
        return { status: 401, body: { code: 'NOT_AUTHORIZED', message: 'Authorization failed. Insufficient permissions.' } };
      const kind = order[2] as 'requesttopay' | 'transfer';
      if (method === 'POST' && !order[3]) {
        const reference = request.headers['x-reference-id'];
        const body = (request.body ?? {}) as Record<string, unknown>;
        const party = (kind === 'requesttopay' ? body.payer : body.payee) as { partyIdType?: string; partyId?: string } | undefined;
        if (!reference || !UUID.test(reference))
          return { status: 400, body: { code: 'INVALID_REQUEST', message: 'X-Reference-Id must be a UUID' } };
        if (
          typeof body.amount !== 'string' ||
          !/^\d+(\.\d{1,2})?$/.test(body.amount) ||
          party?.partyIdType !== 'MSISDN' ||
          !/^\d{9,15}$/.test(party.partyId ?? '')
        ) {
          return { status: 400, body: { code: 'INVALID_REQUEST', message: 'amount, currency and the party are required' } };
        }
        if (orders.has(reference))
          return {
            status: 409,
            body: { code: 'RESOURCE_ALREADY_EXIST', message: 'Duplicated reference id. Creation of resource failed.' },
          };
        if (party.partyId!.endsWith('3333'))
          return { status: 500, body: { code: 'INTERNAL_PROCESSING_ERROR', message: 'An internal error occurred while processing.' } };
        orders.set(reference, { kind, body, msisdn: party.partyId!, createdAt: Date.now() });
        return { status: 202 };
      }
      if (method === 'GET' && order[3]) {
        const found = orders.get(order[3]);
        if (!found || found.kind !== kind)
          return { status: 404, body: { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' } };
        return { status: 200, body: orderStatus(found, settleAfterMs) };
      }
    }
    return { status: 404, body: { code: 'RESOURCE_NOT_FOUND', message: 'Requested resource was not found.' } };
  };
}

/**
 * How an order ends, by the number's last digits: …1111 the payer declines (APPROVAL_REJECTED),
 * …2222 never completes (PENDING for ever), …4444 has not enough funds; any other number succeeds
 * `settleAfterMs` after the order.
 */
function orderStatus(order: { kind: string; body: Record<string, unknown>; msisdn: string; createdAt: number }, settleAfterMs: number) {
  const base = {
    amount: order.body.amount,
    currency: order.body.currency,
    externalId: order.body.externalId,
    payerMessage: order.body.payerMessage,
    payeeNote: order.body.payeeNote,
  };
  const party = order.kind === 'requesttopay' ? { payer: order.body.payer } : { payee: order.body.payee };
  if (order.msisdn.endsWith('2222') || Date.now() - order.createdAt < settleAfterMs) return { ...base, ...party, status: 'PENDING' };
  if (order.msisdn.endsWith('1111')) return { ...base, ...party, status: 'FAILED', reason: 'APPROVAL_REJECTED' };
  if (order.msisdn.endsWith('4444')) return { ...base, ...party, status: 'FAILED', reason: 'NOT_ENOUGH_FUNDS' };
  return { ...base, ...party, status: 'SUCCESSFUL', financialTransactionId: String(1_000_000_000 + (order.createdAt % 1_000_000_000)) };
}
