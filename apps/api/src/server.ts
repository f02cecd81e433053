import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerDemoRoutes } from './modules/demo/demo-routes';
import { checkHealth } from './modules/health/check-health';
import { registerSecurity } from './http/security';
import { registerSessions } from './http/session';
import { registerWebApp } from './http/static-web';
import { restPlugin } from './rest/rest-plugin';
import { createContextFactory, type AppDeps } from './trpc/context';
import { appRouter, type AppRouter } from './trpc/root-router';

export const BODY_LIMIT_BYTES = 256 * 1024;

/** Composition only: plugins, the tRPC endpoint, the REST adapter, health and the web app. */
export async function buildServer(deps: AppDeps, options: { logger?: boolean; serveWeb?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: deps.env.LOG_LEVEL } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: deps.env.NODE_ENV === 'production' ? 'loopback,uniquelocal' : false,
    routerOptions: { maxParamLength: 500 },
  });
  await registerSecurity(app, deps.env);
  await registerSessions(app, deps);

  const createContext = createContextFactory(deps);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  await registerDemoRoutes(app, deps);
  await app.register(restPlugin, { prefix: '/api', router: appRouter, createContext });

  app.get('/health', async (_req, reply) => {
    const report = await checkHealth(deps.db);
    return reply.code(report.status === 'ok' ? 200 : 503).send(report);
  });

  if (options.serveWeb !== false) await registerWebApp(app, deps.env.WEB_DIST);
  return app;
}
