import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { confirmByReference } from '../modules/money';

/** Callbacks are small JSON documents; anything larger is not a provider's. */
const CALLBACK_BODY_LIMIT = 64 * 1024;

function headersOf(req: FastifyRequest): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(req.headers)) headers[key.toLowerCase()] = Array.isArray(value) ? value[0] : value;
  return headers;
}

/**
 * Providers' callbacks: MTN MoMo's (PUT or POST to the X-Callback-Url we gave, sent once, unsigned)
 * at /api/callbacks/mtn-momo and Paystack's webhook (HMAC-SHA512 in x-paystack-signature) at
 * /api/callbacks/paystack. A callback only names a transfer: its status is then read from the
 * provider by reference and applied under the transfer's lock, so a forged, repeated or late callback
 * cannot move money on its own, and the same callback twice changes nothing.
 */
export async function registerProviderCallbacksGateway(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    // The raw text: Paystack's signature is over the exact bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT }, (_req, body, done) => done(null, body));

    const handle = (provider: 'mtn-momo' | 'paystack') => async (req: FastifyRequest) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const reference = deps.moneyRails.referenceOfCallback(provider, raw, headersOf(req));
      if (reference === null) {
        req.log.warn({ provider }, 'provider callback refused: not authentic or not about a transfer');
        return { status: 'ignored' };
      }
      const known = await confirmByReference(deps, reference);
      return { status: known ? 'received' : 'ignored' };
    };
    scope.put('/api/callbacks/mtn-momo', handle('mtn-momo'));
    scope.post('/api/callbacks/mtn-momo', handle('mtn-momo'));
    scope.post('/api/callbacks/paystack', handle('paystack'));
  });
}
