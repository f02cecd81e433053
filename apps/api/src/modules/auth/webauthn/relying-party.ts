import type { FastifyRequest } from 'fastify';
import type { Env } from '../../../env';

export interface RelyingParty {
  rpID: string;
  rpName: string;
  /** The origin a browser reports in clientDataJSON. */
  origin: string;
}

/**
 * APP_ORIGIN when configured (production behind a proxy); otherwise the origin the request was
 * made to (http://localhost:PORT, or the Vite dev server whose proxy keeps the Host header).
 */
export function relyingParty(env: Env, req: FastifyRequest): RelyingParty {
  const origin = env.APP_ORIGIN ? new URL(env.APP_ORIGIN).origin : new URL(`${req.protocol}://${req.headers.host ?? 'localhost'}`).origin;
  return { rpID: new URL(origin).hostname, rpName: env.WEBAUTHN_RP_NAME, origin };
}
