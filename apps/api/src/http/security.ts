import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';
import { CROSS_SITE_REFUSED } from './error-body';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface StaticHeaders {
  set: [string, string][];
  removed: string[];
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers a middleware sets, run once against a response that only records them. Throws if it
 * does anything else with the response (then its headers are not the same on every request).
 */
export function headersOf(middleware: Middleware): StaticHeaders {
  const headers: StaticHeaders = { set: [], removed: [] };
  let finished = false;
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
    },
    removeHeader(name: string) {
      headers.removed.push(name);
    },
  };
  const request = new Proxy({} as IncomingMessage, {
    get(_target, property) {
      throw new Error(`headersOf: the middleware read the request's ${String(property)}`);
    },
  });
  middleware(request, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('headersOf: the middleware did not call next synchronously');
  return headers;
}

/** /api/… and /trpc/…: the answers that depend on who is signed in. */
export function isApiPath(url: string): boolean {
  return /^\/(?:api|trpc)(?:[/?]|$)/.test(url);
}

/**
 * Security headers, and the CSRF rule: a state-changing request whose Origin (or Referer) names
 * another site is refused. The session cookie is SameSite=Lax as a second line, and bodies must be
 * JSON (a cross-site HTML form cannot send application/json without a CORS preflight we never grant).
 */
export async function registerSecurity(app: FastifyInstance, env: Env): Promise<void> {
  // helmet's middleware, made once. @fastify/helmet made it again on every request (its options and
  // CSP directives parsed each time: about 5 % of the API's CPU on a send, the performance issue,
  // session 10); the headers are the same for every route here, so one middleware serves them all.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Served over plain http on localhost in development; HSTS belongs to the TLS-terminating proxy.
    strictTransportSecurity: env.NODE_ENV === 'production' && env.APP_ORIGIN?.startsWith('https:') ? undefined : false,
  });
  // Every one of those headers is the same on every response (no nonce, no per-request option), so
  // they are taken from the middleware once and set directly: its chain of twelve middlewares per
  // request was about 6 % of the API's CPU on a send (the performance issue, session 11).
  const headers = headersOf(securityHeaders);
  app.addHook('onRequest', (_req, reply, done) => {
    const res = reply.raw;
    for (const name of headers.removed) res.removeHeader(name);
    for (const [name, value] of headers.set) res.setHeader(name, value);
    done();
  });

  // Every API answer may depend on the session (a balance, a name, a list): no shared cache, no
  // back-button copy on a shared phone may keep it. A route that serves public, content-addressed
  // bytes (a profile picture) sets its own Cache-Control later, which wins.
  app.addHook('onRequest', (req, reply, done) => {
    if (isApiPath(req.url)) void reply.header('Cache-Control', 'no-store');
    done();
  });

  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    const source = req.headers.origin ?? req.headers.referer;
    if (!source || source === 'null') {
      if (source === 'null') return reply.code(403).send(CROSS_SITE_REFUSED);
      return;
    }
    let sourceOrigin: string;
    try {
      sourceOrigin = new URL(source).origin;
    } catch {
      return reply.code(403).send(CROSS_SITE_REFUSED);
    }
    // Scheme, host and port all count: https://host is another origin than http://host.
    const allowed = new Set([`${req.protocol}://${req.headers.host}`, env.APP_ORIGIN ? new URL(env.APP_ORIGIN).origin : undefined]);
    if (!allowed.has(sourceOrigin)) {
      return reply.code(403).send(CROSS_SITE_REFUSED);
    }
  });
}
