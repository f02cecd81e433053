import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { AppError, toTRPCError } from '../errors';
import { errorBody } from '../http/error-body';
import { downloadStatement } from '../modules/money';
import { INTERNAL_ERROR_MESSAGE } from '../trpc/init';

/**
 * GET /api/statements/download?period=month&month=2026-11&format=csv|pdf (or period=year&year=2026):
 * the signed-in user's statement as a file, for a plain link with the `download` attribute (tRPC
 * answers JSON only). Signed-in only (401 otherwise); a GET that changes nothing, so no CSRF check;
 * never cached (a shared device's cache would keep someone's money history).
 */
export async function registerStatementsGateway(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/statements/download', async (req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const userId = req.session?.get('userId');
    if (!userId) return reply.code(401).send(errorBody('You are not signed in', 'UNAUTHENTICATED'));
    try {
      const file = await downloadStatement(deps, userId, req.query);
      return reply.header('Content-Disposition', `attachment; filename="${file.filename}"`).type(file.contentType).send(file.body);
    } catch (error) {
      if (error instanceof AppError)
        return reply.code(getHTTPStatusCodeFromError(toTRPCError(error))).send(errorBody(error.message, error.code));
      // As on the REST paths: a failure on our side never shows its own text.
      req.log.error({ err: error }, 'statement download failed');
      return reply.code(500).send(errorBody(INTERNAL_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR'));
    }
  });
}
