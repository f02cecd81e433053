import * as adventurer from '@dicebear/adventurer';
import { createAvatar } from '@dicebear/core';
import type { FastifyInstance } from 'fastify';

const SEED = /^[A-Za-z0-9_-]{1,64}$/;
/** Recently drawn avatars (a feed shows the same few people again and again). */
const cache = new Map<string, string>();
const CACHE_MAX = 2_000;

/** The generated cartoon for a seed (the user id, or "unknown"): the same seed always draws the same face. */
export function cartoonAvatarSvg(seed: string): string {
  let svg = cache.get(seed);
  if (!svg) {
    svg = createAvatar(adventurer, { seed, size: 96 }).toString();
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(seed, svg);
  }
  return svg;
}

/**
 * GET /api/avatars/{seed}.svg: the spec's generated avatar, drawn here rather than in every phone (the
 * drawing library is ~110 KB of JavaScript). Static SVG with a locked-down CSP, cached for a year.
 */
export async function registerAvatarsGateway(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/api/avatars/:file', async (req, reply) => {
    const seed = req.params.file.replace(/\.svg$/, '');
    if (!req.params.file.endsWith('.svg') || !SEED.test(seed)) return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('X-Content-Type-Options', 'nosniff')
      .type('image/svg+xml')
      .send(cartoonAvatarSvg(seed));
  });
}
