import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { AppError, toTRPCError } from '../errors';
import { errorBody } from '../http/error-body';
import { myMerchantPoster } from '../modules/money';
import { INTERNAL_ERROR_MESSAGE } from '../trpc/init';

/**
 * GET /api/merchants/me/poster.pdf: the signed-in merchant's A6 poster (the static GhQR code, the
 * business name, the merchant ID) as a PDF attachment, for a plain link with `download` (tRPC answers
 * JSON only). Signed-in only (401), 404 without a merchant profile; a GET that changes nothing, so no
 * CSRF check; never cached, like every signed-in file.
 */
export async function registerMerchantPosterGateway(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/merchants/me/poster.pdf', async (req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const userId = req.session?.get('userId');
    if (!userId) return reply.code(401).send(errorBody('You are not signed in', 'UNAUTHENTICATED'));
    try {
      const poster = await myMerchantPoster(deps.db, userId);
      return reply
        .header('Content-Disposition', `attachment; filename="${poster.filename}"`)
        .type('application/pdf')
        .send(Buffer.from(poster.pdf));
    } catch (error) {
      if (error instanceof AppError)
        return reply.code(getHTTPStatusCodeFromError(toTRPCError(error))).send(errorBody(error.message, error.code));
      req.log.error({ err: error }, 'merchant poster failed');
      return reply.code(500).send(errorBody(INTERNAL_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR'));
    }
  });
}
