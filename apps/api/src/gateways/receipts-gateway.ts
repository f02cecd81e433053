import { APP_SLUG } from '@ghanapay/validators';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { AppError, toTRPCError } from '../errors';
import { errorBody } from '../http/error-body';
import { getReceipt, receiptKeysDocument, receiptOrigin, renderReceiptPdf, toReceiptPdfInput } from '../modules/receipts';
import { INTERNAL_ERROR_MESSAGE } from '../trpc/init';

/**
 * GET /api/receipts/pdf/:transactionId: a completed payment's receipt as a PDF with the QR of its
 * verify link, for its payer or payee only (404 for anyone else, 401 signed out); made in a worker
 * thread; never cached. GET /.well-known/receipt-keys: the public keys that verify receipt codes
 * (public, cacheable for an hour), so anyone can check a code without asking us.
 */
export async function registerReceiptsGateway(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Params: { transactionId: string } }>('/api/receipts/pdf/:transactionId', async (req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const userId = req.session?.get('userId');
    if (!userId) return reply.code(401).send(errorBody('You are not signed in', 'UNAUTHENTICATED'));
    try {
      const receipt = await getReceipt(deps, userId, req.params.transactionId);
      const origin = receiptOrigin(deps.env, { protocol: req.protocol, host: req.headers.host });
      const pdf = await renderReceiptPdf(toReceiptPdfInput(receipt, origin, deps.now()));
      return reply
        .header('Content-Disposition', `attachment; filename="${APP_SLUG}-receipt-${receipt.id}.pdf"`)
        .type('application/pdf')
        .send(Buffer.from(pdf));
    } catch (error) {
      if (error instanceof AppError)
        return reply.code(getHTTPStatusCodeFromError(toTRPCError(error))).send(errorBody(error.message, error.code));
      req.log.error({ err: error }, 'receipt PDF failed');
      return reply.code(500).send(errorBody(INTERNAL_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR'));
    }
  });

  app.get('/.well-known/receipt-keys', async (_req, reply) => {
    // A rotated key is published before it signs (put it second, then first): an hour's cache is safe.
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .header('Access-Control-Allow-Origin', '*')
      .send(receiptKeysDocument(deps.env));
  });
}
