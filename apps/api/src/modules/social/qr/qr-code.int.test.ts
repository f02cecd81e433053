import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { block, createUser, type SocialTestUser } from '../testing/social-test-helpers';

let t: TestApp;
let ama: SocialTestUser;
let kofi: SocialTestUser;

beforeAll(async () => {
  t = await startTestApp();
  [ama, kofi] = await Promise.all([
    createUser(t, { firstName: 'Ama', lastName: 'Mensah', profileImageUrl: 'https://img.example/ama.png' }),
    createUser(t, { firstName: 'Kofi', lastName: 'Boateng' }),
  ]);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/qr/generate and POST /api/qr/verify', () => {
  it('gives me a signed code that another user’s scan turns into me', async () => {
    const mine = await ama.client.get('/api/qr/generate');
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body).toEqual({
      payload: expect.stringMatching(new RegExp(`^ghanapay:pay:v1:${ama.id}:${ama.username}:[A-Za-z0-9_-]{43}$`)),
      userId: ama.id,
      username: ama.username,
      name: 'Ama Mensah',
    });
    expect((await ama.client.get('/api/qr/generate')).body.payload).toBe(mine.body.payload);

    const scanned = await kofi.client.post('/api/qr/verify', { payload: mine.body.payload });
    expect(scanned.status, scanned.text).toBe(200);
    expect(scanned.body).toEqual({
      id: ama.id,
      firstName: 'Ama',
      lastName: 'Mensah',
      username: ama.username,
      profileImageUrl: 'https://img.example/ama.png',
    });
  });

  it('refuses a code that is not ours, or was tampered with, with the scanner’s messages', async () => {
    const { payload } = (await ama.client.get('/api/qr/generate')).body as { payload: string };
    const cases: [string, string][] = [
      ['https://example.com/pay/ama', 'This QR code is not a Nkabom code'],
      ['', 'This QR code is not a Nkabom code'],
      [payload.replace(ama.id, kofi.id), 'This QR code has been tampered with'],
      [payload.replace(`:${ama.username}:`, ':someone_else:'), 'This QR code has been tampered with'],
      [`${payload.slice(0, -2)}xx`, 'This QR code has been tampered with'],
    ];
    for (const [bad, message] of cases) {
      const res = await kofi.client.post('/api/qr/verify', { payload: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const missing = await kofi.client.post('/api/qr/verify', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('This QR code is not a Nkabom code');
  });

  it('refuses a code signed by another server (another secret)', async () => {
    const other = await startTestApp({ SESSION_SECRET: 'a-different-secret-a-different-secret-xx' });
    try {
      const stranger = await createUser(other);
      const foreign = (await stranger.client.get('/api/qr/generate')).body.payload as string;
      const res = await kofi.client.post('/api/qr/verify', { payload: foreign });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This QR code has been tampered with');
    } finally {
      await other.close();
    }
  });

  it('tells me when I scan my own code, and hides a payee who blocked me', async () => {
    const { payload } = (await ama.client.get('/api/qr/generate')).body as { payload: string };
    const own = await ama.client.post('/api/qr/verify', { payload });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('This is your own QR code');

    const blocker = await createUser(t);
    const code = (await blocker.client.get('/api/qr/generate')).body.payload as string;
    await block(t, blocker, kofi);
    const res = await kofi.client.post('/api/qr/verify', { payload: code });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This Nkabom user no longer exists');
  });

  it('answers 401 when signed out', async () => {
    expect((await t.client().get('/api/qr/generate')).status).toBe(401);
    expect((await t.client().post('/api/qr/verify', { payload: 'x' })).status).toBe(401);
  });
});
