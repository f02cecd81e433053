import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { AppError, toTRPCError } from '../errors';
import { errorBody } from '../http/error-body';
import { KYC_IMAGE_MAX_BYTES, readKycImageFor, storeKycImage } from '../modules/kyc';
import { INTERNAL_ERROR_MESSAGE } from '../trpc/init';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Identity photos, outside tRPC because they are bytes, not JSON:
 * - POST /api/kyc/images with the image itself as the body (Content-Type image/jpeg, png or webp, at
 *   most 8 MB): the browser sends it with XMLHttpRequest, whose upload events report the bytes sent.
 *   Signed-in only; the Origin check of http/security.ts applies, and no HTML form can send an image
 *   content type. Answers {id, url}; the url is what POST /api/kyc/submit-document names.
 * - GET /api/kyc/images/{id}: the decrypted image for its owner and for reviewers; to anyone else,
 *   signed in or not, the same 404 as an id that does not exist. Never cached.
 */
export async function registerKycImagesGateway(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: KYC_IMAGE_MAX_BYTES }, (_req, body, done) => done(null, body));
    scope.post('/api/kyc/images', async (req, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const userId = req.session?.get('userId');
      if (!userId) return reply.code(401).send(errorBody('You are not signed in', 'UNAUTHENTICATED'));
      if (!Buffer.isBuffer(req.body)) return reply.code(400).send(errorBody('Please select an image file', 'VALIDATION_FAILED'));
      try {
        return reply.code(201).send(await storeKycImage(deps, userId, req.body));
      } catch (error) {
        if (error instanceof AppError)
          return reply.code(getHTTPStatusCodeFromError(toTRPCError(error))).send(errorBody(error.message, error.code));
        req.log.error({ err: error }, 'kyc image upload failed');
        return reply.code(500).send(errorBody(INTERNAL_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR'));
      }
    });
  });

  app.get<{ Params: { id: string } }>('/api/kyc/images/:id', async (req, reply) => {
    void reply.header('Cache-Control', 'no-store, private').header('X-Content-Type-Options', 'nosniff');
    const image = await readKycImageFor(deps, req.session?.get('userId'), req.params.id, req.session?.get('signInMethod'));
    if (!image) return reply.code(404).send(errorBody('Image not found', 'NOT_FOUND'));
    return reply.type(image.contentType).send(image.bytes);
  });
}
