import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import { errorBody } from '../http/error-body';
import type { AppRouter } from '../trpc/root-router';
import { buildOpenApiDocument } from './openapi-document';

interface RestOptions {
  router: AppRouter;
  createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => unknown;
  onError: (req: FastifyRequest, error: { code: string; cause?: unknown }, path: string | undefined) => void;
}

/**
 * Serves the tRPC procedures that carry `meta.openapi` at the spec's /api/* paths. No logic of its
 * own: it adapts the request, and shapes error bodies so a validation error says which rule failed.
 */
export async function restPlugin(app: FastifyInstance, opts: RestOptions): Promise<void> {
  const document = buildOpenApiDocument(opts.router);
  app.get('/openapi.json', async () => document);
  // The spec's sign-in redirect target outside the app: it leads to the sign-in screen.
  app.get('/login', async (_req, reply) => reply.redirect('/auth', 302));

  // The spec's clients POST some calls (logout, like) with no body and no content type.
  app.addHook('preValidation', async (req) => {
    if (req.method !== 'GET' && req.body === undefined && !req.headers['content-type']) {
      req.headers['content-type'] = 'application/json';
      req.body = {};
    }
  });

  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as {
        message?: string;
        code?: string;
        issues?: { message: string; path: (string | number)[] }[];
        data?: { appCode?: string; stack?: string };
      };
      const firstIssue = body.issues?.[0];
      return JSON.stringify(
        errorBody(
          firstIssue?.message ?? body.message ?? 'Request failed',
          body.data?.appCode ?? body.code ?? 'ERROR',
          body.issues?.map((i) => ({ path: i.path.join('.'), message: i.message })),
        ),
      );
    } catch {
      return payload;
    }
  });

  // trpc-to-openapi's handler calls reply.send() and resolves with undefined. While an async onSend
  // hook still runs (the session store saving), Fastify would take that undefined for an unsent reply
  // and send an empty body. Returning the reply makes Fastify wait for the real response instead.
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, request, reply) {
      await handler.call(this, request, reply);
      return reply;
    };
  });

  await app.register(fastifyTRPCOpenApiPlugin, {
    basePath: '/',
    router: opts.router,
    createContext: opts.createContext as never,
    onError: ({ error, path, req }: { error: { code: string; cause?: unknown }; path: string | undefined; req: unknown }) =>
      opts.onError(req as FastifyRequest, error, path),
  });
}
