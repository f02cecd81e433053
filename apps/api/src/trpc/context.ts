import type {} from '../http/session';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';

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
