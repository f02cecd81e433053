import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { findProfileImage } from '../modules/accounts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/profile-images/{userId}: the re-encoded picture, from the app's own origin. Anyone holding
 * the URL may load it (avatars show on profiles and in search results; the id is unguessable). The URL
 * carries the picture's hash (?v=…), so it is cached for a year and a new picture gets a new URL.
 */
export async function registerProfileImagesGateway(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get<{ Params: { userId: string } }>('/api/profile-images/:userId', async (req, reply) => {
    const { userId } = req.params;
    const image = UUID.test(userId) ? await findProfileImage(deps.db, userId) : undefined;
    if (!image) return reply.code(404).send({ message: 'No profile picture', code: 'NOT_FOUND' });
    const etag = `"${image.etag}"`;
    void reply
      .header('ETag', etag)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(image.contentType).send(image.content);
  });
}
