import { getErrorShape, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import type { AppRouter } from '../root-router';

interface DirectRouteOptions {
  router: AppRouter;
  /** The procedure's tRPC path, e.g. `money.sendMoney`: a mutation whose `meta.openapi` is a POST. */
  procedurePath: string;
  createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => unknown;
  onError: (req: FastifyRequest, error: { code: string; cause?: unknown }, path: string | undefined) => void;
}

/**
 * One REST path served by its own Fastify route instead of trpc-to-openapi's catch-all: the same
 * tRPC procedure (its middlewares, zod input and output, errorFormatter) through a caller, and the
 * same answers as the adapter gives (status, headers, body; the REST plugin's hooks still reshape
 * error bodies, hold the body limit and coerce a body-less POST). What it leaves out is the adapter's
 * per-request work that this path does not use: a WHATWG Request and AbortSignal built from the
 * Node request (about 5 % of the API's CPU on a send), the URL parse and procedure lookup, and the
 * methods it grafts onto the request and reply. A procedure served this way stays in the router and
 * in /api/openapi.json; other methods and spellings of its path still fall through to the adapter.
 *
 * Mirrors trpc-to-openapi 3.3's node-http handler (adapters/node-http/core.js) for a POST with a
 * JSON body: the input is the body's own properties, no query-string coercion (a POST body is not
 * coerced; its object schema's coercion flags only matter for GET queries). A trpc-to-openapi whose
 * handler differs from the one mirrored here fails trpc-to-openapi-mirror.test.ts, which says what to do.
 */
export function registerDirectProcedureRoute(app: FastifyInstance, opts: DirectRouteOptions): void {
  const openapi = openApiPostOf(opts.router, opts.procedurePath);
  const segments = opts.procedurePath.split('.');
  const callerFor = createCallerFactory(opts.router);
  const config = opts.router._def._config;

  app.post(openapi.path, async (req, reply) => {
    let input: unknown = undefined;
    let ctx: unknown = undefined;
    try {
      const contentType = req.headers['content-type'];
      if (!contentType?.startsWith('application/json')) {
        throw new TRPCError({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          // The adapter's text, its missing closing quote included.
          message: contentType ? `Unsupported content-type "${contentType}` : 'Missing content-type header',
        });
      }
      input = Object.assign({}, req.body);
      ctx = await opts.createContext({ req, res: reply });
      const caller = callerFor(ctx as never) as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>;
      const data = await caller[segments[0]!]![segments[1]!]!(input);
      return reply.code(200).header('Content-Type', 'application/json').send(JSON.stringify(data));
    } catch (cause) {
      const error = errorFromUnknown(cause);
      opts.onError(req, error, opts.procedurePath);
      const shape = getErrorShape({ config, error, type: 'mutation', path: opts.procedurePath, input, ctx: ctx as Context | undefined });
      const isInputValidationError = error.code === 'BAD_REQUEST' && error.cause instanceof Error && error.cause.name === 'ZodError';
      const body = {
        ...shape,
        message: isInputValidationError ? 'Input validation failed' : (shape?.message ?? error.message ?? 'An error occurred'),
        code: error.code,
        issues: isInputValidationError ? (error.cause as unknown as { issues: unknown }).issues : undefined,
      };
      return reply
        .code(getHTTPStatusCodeFromError(error) ?? 500)
        .header('Content-Type', 'application/json')
        .send(JSON.stringify(body));
    }
  });
}

/**
 * The REST path of a POST mutation, read from the router's procedure table (`_def.procedures`, which
 * trpc-to-openapi reads too; tRPC does not document it: trpc-to-openapi-mirror.test.ts holds its shape).
 */
export function openApiPostOf(router: { _def: { procedures: object } }, procedurePath: string): { method: 'POST'; path: string } {
  const procedure = (
    router._def.procedures as unknown as Record<string, { _def?: { type?: string; meta?: { openapi?: { method: string; path: string } } } }>
  )[procedurePath];
  const openapi = procedure?._def?.meta?.openapi;
  if (!procedure || !openapi || openapi.method !== 'POST' || procedure._def?.type !== 'mutation')
    throw new Error(
      `rest/direct-procedure-route.ts: ${procedurePath} is not a POST mutation with openapi meta in the router's _def.procedures ` +
        '(a tRPC or trpc-to-openapi upgrade may have changed that table: see trpc-to-openapi-mirror.test.ts)',
    );
  return { method: 'POST', path: openapi.path };
}

/** As the adapter: a TRPCError as it is, anything else an internal error carrying it as the cause. */
function errorFromUnknown(cause: unknown): TRPCError {
  if (cause instanceof Error && cause.name === 'TRPCError') return cause as TRPCError;
  const error = new TRPCError({
    message: 'Internal server error',
    code: 'INTERNAL_SERVER_ERROR',
    cause: cause instanceof Error ? cause : undefined,
  });
  if (cause instanceof Error && cause.stack) error.stack = cause.stack;
  return error;
}
