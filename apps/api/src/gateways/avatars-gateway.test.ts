import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cartoonAvatarSvg, registerAvatarsGateway } from './avatars-gateway';

describe('generated avatars', () => {
  it('draws the same face for the same seed and another for another seed', () => {
    const first = cartoonAvatarSvg('user-1');
    expect(first).toMatch(/^<svg/);
    expect(cartoonAvatarSvg('user-1')).toBe(first);
    expect(cartoonAvatarSvg('user-2')).not.toBe(first);
  });

  it('serves them as cached SVG that cannot run script, and refuses other names', async () => {
    const app = Fastify();
    await registerAvatarsGateway(app);
    const ok = await app.inject({ url: '/api/avatars/3f1c0d1e-1111-4a4a-8b8b-123456789abc.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(ok.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(ok.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(ok.body).not.toMatch(/<script/i);
    expect((await app.inject({ url: '/api/avatars/..%2Fetc.svg' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/avatars/user-1.png' })).statusCode).toBe(404);
    await app.close();
  });
});
