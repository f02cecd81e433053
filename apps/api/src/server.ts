import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { registerGateways } from './gateways';
import { refuseNonJsonBody, registerInputGuards } from './http/input-guards';
import { LOG_REDACTIONS, requestIdOf, serializeRequestForLog, trustProxySetting } from './http/request-ids';
import { registerSecurity } from './http/security';
import { registerSessions } from './http/session';
import { registerWebApp } from './http/static-web';
import { registerHttpMetrics } from './modules/metrics';
import { restPlugin } from './rest/rest-plugin';
import { createContextFactory } from './trpc/context';
import type { AppDeps } from './deps';
import { appRouter, type AppRouter } from './root-router';

const BODY_LIMIT_BYTES = 256 * 1024;

export interface ServerOptions {
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  serveWeb?: boolean;
}

/** Composition only: plugins, the tRPC endpoint, the REST adapter, health and the web app. */
export async function buildServer(deps: AppDeps, options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger || options.logStream
        ? {
            level: deps.env.LOG_LEVEL,
            redact: { paths: LOG_REDACTIONS, censor: '[redacted]' },
            serializers: { req: serializeRequestForLog },
            ...(options.logStream ? { stream: options.logStream } : {}),
          }
        : false,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-For is believed only from proxies TRUST_PROXY names: otherwise anyone could pick
    // the address every per-address limit counts.
    trustProxy: trustProxySetting(deps.env.TRUST_PROXY),
    routerOptions: { maxParamLength: 500 },
    ...connectionLimits(deps.env),
  });
  // More connections than this are closed as they arrive: a flood of slow clients cannot take the
  // process's sockets and memory (each still ends at the request timeout).
  if (deps.env.HTTP_MAX_CONNECTIONS > 0) app.server.maxConnections = deps.env.HTTP_MAX_CONNECTIONS;
  app.addHook('onRequest', async (req, reply) => {
    void reply.header('X-Request-Id', req.id);
  });
  app.addHook('onSend', async (_req, reply) => {
    // Every 429 says when to come back; the limiter sets the exact wait, this is the floor.
    if (reply.statusCode === 429 && !reply.hasHeader('Retry-After')) void reply.header('Retry-After', '60');
  });
  registerHttpMetrics(app);
  await registerInputGuards(app);
  await registerSecurity(app, deps.env);
  await registerSessions(app, deps);

  const createContext = createContextFactory(deps);
  await app.register(async (trpcScope) => {
    trpcScope.addHook('onRequest', refuseNonJsonBody);
    await trpcScope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext,
        onError: ({ error, path, req }) => logProcedureFailure(req, error, path),
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });
  await registerGateways(app, deps);
  await app.register(restPlugin, {
    prefix: '/api',
    router: appRouter,
    createContext,
    onError: logProcedureFailure,
    demoMode: deps.env.DEMO_MODE && Boolean(deps.simulatorControls),
    bodyLimit: BODY_LIMIT_BYTES,
  });

  if (options.serveWeb !== false) await registerWebApp(app, deps.env.WEB_DIST);
  return app;
}

/**
 * Every connection ends: a client that sends its request slowly (a byte every few seconds, which no
 * idle timer notices) gets 408 and the connection closes at the request timeout; headers have their
 * own, shorter limit; a silent or idle keep-alive connection closes too. Node checks the request and
 * header limits every `connectionsCheckingInterval` (30 s by default), so the check runs at a quarter
 * of the shorter limit. No route streams or long-polls: every answer is one plain response.
 */
function connectionLimits(env: AppDeps['env']) {
  const requestTimeout = env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000;
  const headersTimeout = Math.min(env.HTTP_HEADERS_TIMEOUT_SECONDS * 1000, requestTimeout);
  return {
    requestTimeout,
    connectionTimeout: env.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    http: {
      requestTimeout,
      headersTimeout,
      connectionsCheckingInterval: Math.min(5_000, Math.max(250, Math.floor(headersTimeout / 4))),
    },
  };
}

/** A failure on our side, logged at error level with its stack and the request's id (in req.log). */
function logProcedureFailure(req: FastifyRequest, error: { code: string; cause?: unknown }, path: string | undefined) {
  if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error, path }, 'procedure failed');
}
