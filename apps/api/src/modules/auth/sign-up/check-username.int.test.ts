import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { clearRateLimits, person, signUp } from '../testing/auth-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await clearRateLimits(t);
});

describe('GET /api/check-username/{username}', () => {
  it('says whether a username is free, taken (any case) or breaks a rule', async () => {
    await signUp(t.client(), person(50, { username: 'kwesi_arthur' }));
    const client = t.client();
    expect((await client.get('/api/check-username/kwesi_arthur2')).body).toEqual({ available: true, message: 'Username is available' });
    expect((await client.get('/api/check-username/Kwesi_Arthur')).body).toEqual({ available: false, message: 'Username is already taken' });
    const short = await client.get('/api/check-username/abc');
    expect(short.status).toBe(200);
    expect(short.body).toEqual({ available: false, message: 'Username must be 5-30 characters' });
    expect((await client.get('/api/check-username/kwesi%20arthur')).body).toEqual({
      available: false,
      message: 'Username can only contain letters, numbers, and underscores',
    });
  });
});
