import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import { errorBody } from '../http/error-body';
import { PROFILE_IMAGE_MAX_BYTES } from '../modules/accounts';
import type { AppRouter } from '../root-router';
import { registerDirectProcedureRoute } from './direct-procedure-route';
import { buildOpenApiDocument } from './openapi-document';

/** A 5 MB picture is about 6.7 MB as base64 in JSON: only the profile-picture route takes that much. */
const PROFILE_PICTURE_BODY_LIMIT = Math.ceil((PROFILE_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

interface RestOptions {
  router: AppRouter;
  /** Demo mode: the document also lists the demo's /dev routes. */
  demoMode: boolean;
  /** The server's body limit, which every REST call but the profile picture keeps. */
  bodyLimit: number;
  createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => unknown;
  onError: (req: FastifyRequest, error: { code: string; cause?: unknown }, path: string | undefined) => void;
}

/**
 * Serves the tRPC procedures that carry `meta.openapi` at the spec's /api/* paths. No logic of its
 * own: it adapts the request, and shapes error bodies so a validation error says which rule failed.
 */
export async function restPlugin(app: FastifyInstance, opts: RestOptions): Promise<void> {
  const document = buildOpenApiDocument(opts.router, { demoMode: opts.demoMode });
  app.get('/openapi.json', async () => document);

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
        data?: { appCode?: string; stack?: string; challenge?: unknown };
      };
      const firstIssue = body.issues?.[0];
      return JSON.stringify(
        errorBody(
          firstIssue?.message ?? body.message ?? 'Request failed',
          body.data?.appCode ?? body.code ?? 'ERROR',
          body.issues?.map((i) => ({ path: i.path.join('.'), message: i.message })),
          body.data?.challenge,
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
    // trpc-to-openapi serves every path from one catch-all route: it takes the picture's size, and the
    // preParsing hook below holds every other path to the server's limit.
    route.bodyLimit = PROFILE_PICTURE_BODY_LIMIT;
    const handler = route.handler;
    route.handler = async function (this: FastifyInstance, request, reply) {
      await handler.call(this, request, reply);
      return reply;
    };
  });

  app.addHook('preParsing', async (req, _reply, payload) => {
    if (req.url.split('?')[0]!.endsWith('/profile/picture')) return payload;
    if (Number(req.headers['content-length'] ?? 0) > opts.bodyLimit) throw bodyTooLarge();
    return limitedStream(payload, opts.bodyLimit);
  });

  // A send is the hot path: its own route, the same procedure and answers, without the adapter's
  // per-request Request and AbortSignal (see direct-procedure-route.ts). Every other path, and
  // this one's other methods, go through the adapter's catch-all.
  registerDirectProcedureRoute(app, {
    router: opts.router,
    procedurePath: 'money.sendMoney',
    createContext: opts.createContext,
    onError: opts.onError,
  });

  await app.register(fastifyTRPCOpenApiPlugin, {
    basePath: '/',
    router: opts.router,
    createContext: opts.createContext as never,
    onError: ({ error, path, req }: { error: { code: string; cause?: unknown }; path: string | undefined; req: unknown }) =>
      opts.onError(req as FastifyRequest, error, path),
  });
}

function bodyTooLarge(): Error {
  return Object.assign(new Error('Request body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
}

/** The body as it streams in, cut off with a 413 once it passes `limit` bytes (a chunked body has no length). */
function limitedStream(payload: Readable, limit: number): Readable {
  let seen = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? bodyTooLarge() : null, chunk);
    },
  });
  payload.on('error', (error) => counted.destroy(error));
  return payload.pipe(counted);
}
