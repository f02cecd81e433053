import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { renderMetrics } from '../modules/metrics';

const REFUSED = { message: 'Metrics need Authorization: Bearer <METRICS_TOKEN>' };

/** Compares digests, so neither the token's length nor its first differing byte shows in the timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The bearer token of the request, if it sent one. */
function bearerOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * GET /metrics, Prometheus text. On the app's port it answers only the METRICS_TOKEN bearer (none
 * configured: nobody, 401); `open` is the separate loopback port of METRICS_PORT without a token
 * (production refuses to start with that port public and no token: env.ts).
 */
export async function registerMetricsGateway(app: FastifyInstance, deps: AppDeps, options: { open?: boolean } = {}): Promise<void> {
  const token = deps.env.METRICS_TOKEN;
  app.get('/metrics', async (req: FastifyRequest, reply: FastifyReply) => {
    void reply.header('Cache-Control', 'no-store');
    if (!(options.open && !token)) {
      const given = bearerOf(req);
      if (!token || !given || !sameToken(given, token)) {
        void reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        return reply.code(401).send(REFUSED);
      }
    }
    const { contentType, text } = await renderMetrics(deps);
    return reply.type(contentType).send(text);
  });
}
