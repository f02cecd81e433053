import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { listSimulatedMessages } from '../modules/demo';

const INBOX_PAGE = 50;

/**
 * GET /api/app-config tells the web app which mode it runs in (the demo banner). GET /api/dev/inbox
 * lists what the demo's simulators "sent", newest first; it exists only in demo mode (404 otherwise).
 */
export async function registerDemoGateway(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/app-config', async (_req, reply) => {
    void reply.header('Cache-Control', 'no-cache');
    return { demoMode: deps.env.DEMO_MODE };
  });
  if (!deps.env.DEMO_MODE) return;
  app.get('/api/dev/inbox', async (_req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const messages = await listSimulatedMessages(deps.db, INBOX_PAGE);
    return { messages: messages.map((m) => ({ ...m, receivedAt: m.receivedAt.toISOString() })) };
  });
}
