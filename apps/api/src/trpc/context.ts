import type {} from '../http/session';
import type { Database } from '@ghanapay/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import type { Notifier } from '../modules/notify/notifier';

/** Long-lived things a request may use; built once in server.ts. */
export interface AppDeps {
  db: Database;
  env: Env;
  notifier: Notifier;
  /** Injected so tests can move time (OTP expiry, session idle). */
  now: () => Date;
}

export interface Context {
  deps: AppDeps;
  req: FastifyRequest;
  reply: FastifyReply;
  userId: string | null;
  ip: string;
}

export function createContextFactory(deps: AppDeps) {
  return ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Context => ({
    deps,
    req,
    reply: res,
    userId: req.session?.get('userId') ?? null,
    ip: req.ip,
  });
}
