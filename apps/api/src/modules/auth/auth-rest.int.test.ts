import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the auth REST surface', () => {
  it('publishes every auth path of the spec in the OpenAPI document', async () => {
    const doc = (await t.client().get('/api/openapi.json')).body as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const methods = Object.fromEntries(Object.entries(doc.paths).map(([path, ops]) => [path, Object.keys(ops)]));
    expect(methods).toMatchObject({
      '/phone/send-verification': ['post'],
      '/phone/verify': ['post'],
      '/auth/complete-registration': ['post'],
      '/auth/login': ['post'],
      '/auth/user': ['get'],
      '/auth/logout': ['post'],
      '/check-username/{username}': ['get'],
      '/auth/forgot-password': ['post'],
      '/auth/reset-password': ['post'],
      '/auth/webauthn/registration-options': ['post'],
      '/auth/webauthn/verify-registration': ['post'],
      '/auth/webauthn/authentication-options': ['get'],
      '/auth/webauthn/verify-authentication': ['post'],
    });
    expect(doc.paths['/auth/user']!.get!.security).toEqual([{ session: [] }]);
    // A public call says so explicitly: an empty security list (no session needed).
    expect(doc.paths['/auth/login']!.post!.security).toEqual([]);
  });

  it('accepts state changes only as JSON (a cross-site form cannot send them)', async () => {
    const res = await t
      .client()
      .post('/api/auth/login', 'loginId=ama_mensah&password=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(415);
    const text = await t.client().post('/api/phone/send-verification', '{"phoneNumber":"0241234567"}', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await t.client().post('/api/auth/login', { loginId: 'ama_mensah', password: 'x' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});
