import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { confirmIdentityJob } from '../modules/kyc';

/** A Smile ID result is a few kilobytes of JSON. */
const CALLBACK_BODY_LIMIT = 256 * 1024;
const CALLBACK_ANSWER = { status: 'received' } as const;

/**
 * Smile ID's callback (POST /api/callbacks/smile-id, the callback_url of each job): its signature
 * (HMAC of its timestamp and our partner id with our API key) must be Smile ID's, and then it only
 * names a job: the answer is read again from Smile ID (job_status, signed) and applied once, so a
 * forged, repeated or late callback decides nothing on its own.
 */
export async function registerIdentityCallbacksGateway(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT }, (_req, body, done) => done(null, body));
    scope.post('/api/callbacks/smile-id', async (req) => {
      let body: unknown;
      try {
        body = JSON.parse(typeof req.body === 'string' ? req.body : '');
      } catch {
        body = null;
      }
      const callback = deps.identity?.verifier.readCallback(body) ?? null;
      // Answered alike whatever it names or whether it is authentic, as the payment callbacks are: the
      // answer tells a prober nothing about a job (the signature check comes before any look-up).
      if (!callback) {
        req.log.warn({ provider: 'smile-id' }, 'identity callback refused: not authentic or not about a job');
        return CALLBACK_ANSWER;
      }
      const known = await confirmIdentityJob(deps, callback.ref.userId, callback.ref.jobId);
      if (!known) req.log.warn({ provider: 'smile-id' }, 'identity callback names no job of ours');
      return CALLBACK_ANSWER;
    });
  });
}
