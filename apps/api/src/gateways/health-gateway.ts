import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { checkHealth } from '../modules/health';

/** GET /health: 200 with the report when the database answers, 503 when it does not. */
export async function registerHealthGateway(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/health', async (_req, reply) => {
    const report = await checkHealth(deps.db);
    return reply.code(report.status === 'ok' ? 200 : 503).send(report);
  });
}
