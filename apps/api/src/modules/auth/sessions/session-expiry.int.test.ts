import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../../http/session-rules';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { PASSWORD, person, signUp } from '../testing/auth-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await signUp(t.client(), person(1, { username: 'kojo_idle' }));
});
afterAll(async () => {
  await t.close();
});

async function signedInClient() {
  const client = t.client();
  const res = await client.post('/api/auth/login', { loginId: 'kojo_idle', password: PASSWORD });
  expect(res.status).toBe(200);
  return client;
}

describe('session lifetime (ASVS 3.3.2)', () => {
  it('ends a session left idle for 30 minutes', async () => {
    const client = await signedInClient();
    t.advanceClock(SESSION_IDLE_MS - 60_000);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    t.advanceClock(SESSION_IDLE_MS + 1_000);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('keeps an active session alive past 30 minutes', async () => {
    const client = await signedInClient();
    for (let i = 0; i < 4; i++) {
      t.advanceClock(20 * 60_000);
      expect((await client.get('/api/auth/user')).status).toBe(200);
    }
  });

  it('ends a session 12 hours after sign-in however active it is', async () => {
    const client = await signedInClient();
    let elapsed = 0;
    while (elapsed + 25 * 60_000 < SESSION_ABSOLUTE_MS) {
      t.advanceClock(25 * 60_000);
      elapsed += 25 * 60_000;
      expect((await client.get('/api/auth/user')).status).toBe(200);
    }
    t.advanceClock(SESSION_ABSOLUTE_MS - elapsed);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });
});
