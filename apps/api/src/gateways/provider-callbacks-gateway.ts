import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { CARD_CHECK_PREFIX, completeCardCheckout } from '../modules/accounts';
import { confirmBillByReference, confirmByReference } from '../modules/money';
import { CallbackCheckThrottle } from './callback-check-throttle';

/** Callbacks are small JSON documents; anything larger is not a provider's. */
const CALLBACK_BODY_LIMIT = 64 * 1024;

/** Every callback gets this answer, whatever it names and whatever that transfer's state. */
const CALLBACK_ANSWER = { status: 'received' } as const;

function headersOf(req: FastifyRequest): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(req.headers)) headers[key.toLowerCase()] = Array.isArray(value) ? value[0] : value;
  return headers;
}

/**
 * The outcome a callback claims, from a fixed set: a transfer may rightly get two callbacks close
 * together (MTN's FAILED, then its late SUCCESSFUL), so each claim is bounded on its own, and a
 * forger varying the body still gets at most one read per claim per reference in the window.
 */
const CLAIMS = new Set(['SUCCESSFUL', 'FAILED', 'PENDING', 'transfer.success', 'transfer.failed', 'transfer.reversed', 'charge.success']);

function claimOf(raw: string): string {
  try {
    const body: unknown = JSON.parse(raw);
    if (typeof body !== 'object' || body === null) return 'other';
    const claim = (body as { status?: unknown; event?: unknown }).event ?? (body as { status?: unknown }).status;
    return typeof claim === 'string' && CLAIMS.has(claim) ? claim : 'other';
  } catch {
    return 'other';
  }
}

/** Status checks still running after their callback was answered; tests and a clean shutdown may wait for them. */
const pendingChecks = new Set<Promise<unknown>>();

export async function settlePendingCallbackChecks(): Promise<void> {
  await Promise.allSettled([...pendingChecks]);
}

/**
 * Providers' callbacks: MTN MoMo's (PUT or POST to the X-Callback-Url we gave, sent once, unsigned)
 * at /api/callbacks/mtn-momo, Paystack's webhook (HMAC-SHA512 in x-paystack-signature) at
 * /api/callbacks/paystack, and the bills aggregator's (Hubtel Commission Services) at
 * /api/callbacks/hubtel-commission. A callback only names a transfer: its status is then read from the
 * provider by reference and applied under the transfer's lock, so a forged, repeated or late callback
 * cannot move money on its own, and the same callback twice changes nothing.
 *
 * Every callback is answered alike (200 {"status":"received"}) before anything is looked up, so a
 * forger learns nothing about a reference (not whether it exists, nor its state, nor by timing), and
 * the status reads callbacks cause are bounded (CallbackCheckThrottle).
 */
export async function registerProviderCallbacksGateway(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const throttle = new CallbackCheckThrottle();
  await app.register(async (scope) => {
    // The raw text: Paystack's signature is over the exact bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT }, (_req, body, done) => done(null, body));

    const handle = (provider: 'mtn-momo' | 'paystack') => async (req: FastifyRequest) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const reference = deps.moneyRails.referenceOfCallback(provider, raw, headersOf(req));
      if (reference === null) {
        req.log.warn({ provider }, 'provider callback refused: not authentic or not about a transfer');
      } else if (!throttle.allow(`${provider}:${reference}:${claimOf(raw)}`, req.ip, deps.now().getTime())) {
        req.log.warn({ provider }, 'provider callback not checked: over the status-check bounds (the poll will find it)');
      } else {
        // A card check (adding a card through the hosted checkout) completes as the return to /cards does.
        const confirm =
          provider === 'paystack' && reference.startsWith(CARD_CHECK_PREFIX)
            ? completeCardCheckout(deps, reference, null)
            : confirmByReference(deps, reference);
        const check = confirm.catch((error: unknown) => req.log.error({ err: error, provider }, 'callback check failed'));
        pendingChecks.add(check);
        void check.finally(() => pendingChecks.delete(check));
      }
      return CALLBACK_ANSWER;
    };
    scope.put('/api/callbacks/mtn-momo', handle('mtn-momo'));
    scope.post('/api/callbacks/mtn-momo', handle('mtn-momo'));
    scope.post('/api/callbacks/paystack', handle('paystack'));

    // The bills aggregator's callback (Hubtel Commission Services: POST to the CallbackUrl of the order).
    scope.post('/api/callbacks/hubtel-commission', async (req: FastifyRequest) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const rail = deps.billRail;
      const callback = rail ? rail.readCallback(raw) : null;
      if (!rail || callback === null) {
        req.log.warn({ provider: 'hubtel-commission' }, 'provider callback refused: not about a bill payment');
      } else if (!throttle.allow(`hubtel-commission:${callback.reference}:${callback.claim}`, req.ip, deps.now().getTime())) {
        req.log.warn(
          { provider: 'hubtel-commission' },
          'provider callback not checked: over the status-check bounds (the poll will find it)',
        );
      } else {
        const check = confirmBillByReference({ ...deps, billRail: rail }, callback.reference, callback).catch((error: unknown) =>
          req.log.error({ err: error, provider: 'hubtel-commission' }, 'callback check failed'),
        );
        pendingChecks.add(check);
        void check.finally(() => pendingChecks.delete(check));
      }
      return CALLBACK_ANSWER;
    });
  });
}
