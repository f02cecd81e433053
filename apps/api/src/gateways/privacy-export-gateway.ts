import { Readable } from 'node:stream';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { AppError, toTRPCError } from '../errors';
import { errorBody } from '../http/error-body';
import { admitExport, exportFilename, personalDataExport } from '../modules/privacy';
import { INTERNAL_ERROR_MESSAGE } from '../trpc/init';

/**
 * GET /api/me/export: everything the app holds about the signed-in person, as a JSON file streamed
 * as it is read (tRPC answers JSON values only, not a file). Signed-in only; a GET that changes
 * nothing but a rate-limit counter, so no CSRF check; never cached (a shared device's cache would
 * keep someone's whole history). A few downloads an hour per person.
 */
export async function registerPrivacyExportGateway(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/me/export', async (req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const userId = req.session?.get('userId');
    if (!userId) return reply.code(401).send(errorBody('You are not signed in', 'UNAUTHENTICATED'));
    const chunks = personalDataExport(deps, userId);
    try {
      await admitExport(deps, userId);
      // The first piece is read before answering, so a failure there is still a clean error.
      const first = await chunks.next();
      const rest = (async function* () {
        if (!first.done) yield first.value;
        yield* chunks;
      })();
      const body = Readable.from(rest).on('error', (error) => req.log.error({ err: error }, 'personal data export failed'));
      return reply
        .header('Content-Disposition', `attachment; filename="${exportFilename(deps.now())}"`)
        .type('application/json; charset=utf-8')
        .send(body);
    } catch (error) {
      if (error instanceof AppError) {
        const retryAfter = error.details?.retryAfterSeconds;
        if (typeof retryAfter === 'number') void reply.header('Retry-After', String(Math.max(1, Math.ceil(retryAfter))));
        return reply.code(getHTTPStatusCodeFromError(toTRPCError(error))).send(errorBody(error.message, error.code));
      }
      req.log.error({ err: error }, 'personal data export failed');
      return reply.code(500).send(errorBody(INTERNAL_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR'));
    }
  });
}
