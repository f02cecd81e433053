import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpRequests, sendDuration } from './metrics-registry';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * A request's route for a label: the route's pattern; under a catch-all (tRPC's /trpc/*, the REST
 * adapter's /api/*) the path with ids and numbers replaced, so the label set stays small.
 */
export function routeLabel(req: Pick<FastifyRequest, 'url'> & { routeOptions: { url?: string | undefined } }): string {
  const pattern = req.routeOptions.url;
  if (!pattern) return 'unmatched';
  if (pattern !== '/trpc/*' && pattern !== '/api/*') return pattern;
  const path = req.url.split('?')[0] ?? '';
  return path
    .replace(UUID, ':id')
    .replace(/\/[A-Z]{2,5}-\d{4}-\d+/g, '/:ref')
    .replace(/\/\d+(?=\/|$)/g, '/:id')
    .replace(/\/(p2p|transfer|bill|merchant)-[^/]+/g, '/:receipt')
    .slice(0, 120);
}

/** Counts every answered request by method, route and status. */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    httpRequests.inc({ method: req.method, route: routeLabel(req), status: String(reply.statusCode) });
  });
}

/** Times a send and labels it with its outcome: the payment's status, or the refusal's code. */
export async function timedSend<T extends { status: string }>(send: () => Promise<T>): Promise<T> {
  const end = sendDuration.startTimer();
  try {
    const payment = await send();
    end({ outcome: payment.status });
    return payment;
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : 'error';
    end({ outcome: code });
    throw error;
  }
}
