import type { FastifyInstance } from 'fastify';

/** GET /api/login, the spec's sign-in redirect target outside the app: it leads to the sign-in screen. */
export async function registerSignInRedirectGateway(app: FastifyInstance): Promise<void> {
  app.get('/api/login', async (_req, reply) => reply.redirect('/auth', 302));
}
