import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person, signUp } from '../modules/auth/testing/auth-test-helpers';
import type { HttpClient } from '../testing/http-client';
import { startTestApp, type TestApp } from '../testing/test-app';
import { isApiPath } from './security';

let t: TestApp;
let client: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  client = t.client();
  await signUp(client, person(7301, { phoneNumber: '0247730100' }));
});
afterAll(async () => {
  await t.close();
});

describe('Cache-Control on API answers', () => {
  it.each([
    '/api/auth/user',
    '/api/transactions',
    '/api/search/users?q=abena',
    '/trpc/auth.user',
    '/api/preferences',
    '/api/bank-accounts',
  ])('a signed-in answer from %s is never stored (a shared phone’s cache or back button cannot show it again)', async (path) => {
    const res = await client.get(path);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('errors and sign-in answers are not stored either', async () => {
    expect((await t.client().get('/api/auth/user')).headers.get('cache-control')).toBe('no-store');
    const login = await t.client().post('/api/auth/login', { loginId: 'abena_7301', password: 'wrong-password-1' });
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('names only the API paths', () => {
    expect(['/api', '/api/x', '/trpc/auth.user', '/api?x=1'].every(isApiPath)).toBe(true);
    expect(['/', '/apiary', '/assets/app.js', '/trpcx'].some(isApiPath)).toBe(false);
  });
});
