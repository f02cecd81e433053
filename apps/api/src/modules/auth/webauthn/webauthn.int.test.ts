import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { countRows, PASSWORD, person, signUp } from '../testing/auth-test-helpers';
import { SoftwareAuthenticator } from './testing/software-authenticator';

let t: TestApp;
let user: { id: string; username: string };
beforeAll(async () => {
  t = await startTestApp();
  user = await signUp(t.client(), person(1, { username: 'adwoa_passkey' }));
});
afterAll(async () => {
  await t.close();
});

async function signedIn() {
  const client = t.client();
  expect((await client.post('/api/auth/login', { loginId: 'adwoa_passkey', password: PASSWORD })).status).toBe(200);
  return client;
}

describe('passkey registration', () => {
  it('needs a signed-in user', async () => {
    const res = await t.client().post('/api/auth/webauthn/registration-options');
    expect(res.status).toBe(401);
  });

  it('offers options for a discoverable, user-verified passkey on this host', async () => {
    const client = await signedIn();
    const res = await client.post('/api/auth/webauthn/registration-options');
    expect(res.status, res.text).toBe(200);
    expect(res.body.rp).toEqual({ name: 'Nkabom', id: '127.0.0.1' });
    expect(res.body.user).toMatchObject({ name: 'adwoa_passkey', displayName: 'Abena Nyarko' });
    expect(res.body.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(res.body.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(res.body.pubKeyCredParams.map((p: { alg: number }) => p.alg)).toContain(-7);
  });

  it('refuses a forged or broken response with a 4xx and stores nothing', async () => {
    const client = await signedIn();
    const options = (await client.post('/api/auth/webauthn/registration-options')).body;
    const authenticator = new SoftwareAuthenticator('127.0.0.1', 'https://evil.example');
    const res = await client.post('/api/auth/webauthn/verify-registration', {
      registrationResponse: authenticator.createCredential(options),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Passkey registration failed: .*origin/i);
    const again = await client.post('/api/auth/webauthn/verify-registration', { registrationResponse: { id: 'x' } });
    expect(again.status).toBe(400);
    expect(await countRows(t, 'webauthnCredentials')).toBe(0);
  });

  it('refuses a response without a ceremony in progress', async () => {
    const client = await signedIn();
    const authenticator = new SoftwareAuthenticator('127.0.0.1', t.baseUrl);
    const res = await client.post('/api/auth/webauthn/verify-registration', {
      registrationResponse: authenticator.createCredential({ challenge: 'made-up-challenge', user: { id: 'x' } }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Session expired. Please refresh the page and try again.');
  });
});

describe('passkey sign-in', () => {
  it('offers public options with user verification required', async () => {
    const res = await t.client().get('/api/auth/webauthn/authentication-options');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rpId: '127.0.0.1', userVerification: 'required' });
    expect(res.body.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(res.body.allowCredentials ?? []).toEqual([]);
  });

  it('refuses an assertion without options first, and an unknown passkey, with 4xx', async () => {
    const authenticator = new SoftwareAuthenticator('127.0.0.1', t.baseUrl);
    const cold = await t
      .client()
      .post('/api/auth/webauthn/verify-authentication', { authenticationResponse: authenticator.getAssertion({ challenge: 'abc' }) });
    expect(cold.status).toBe(400);
    expect(cold.body.message).toBe('Session expired. Please refresh the page and try again.');

    const client = t.client();
    const options = (await client.get('/api/auth/webauthn/authentication-options')).body;
    const unknown = await client.post('/api/auth/webauthn/verify-authentication', {
      authenticationResponse: authenticator.getAssertion(options),
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toMatch(/^This passkey is not registered with Nkabom/);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('registers a passkey, then signs in with it; a replayed assertion is refused', async () => {
    const authenticator = new SoftwareAuthenticator('127.0.0.1', t.baseUrl);
    const owner = await signedIn();
    const creation = (await owner.post('/api/auth/webauthn/registration-options')).body;
    const registered = await owner.post('/api/auth/webauthn/verify-registration', {
      registrationResponse: authenticator.createCredential(creation),
    });
    expect(registered.status, registered.text).toBe(200);
    expect(registered.body).toEqual({ verified: true });
    const stored = await t.deps.db
      .selectFrom('webauthnCredentials')
      .selectAll()
      .where('id', '=', authenticator.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ userId: user.id, counter: '0', transports: ['internal'] });

    const browser = t.client();
    const options = (await browser.get('/api/auth/webauthn/authentication-options')).body;
    const assertion = authenticator.getAssertion(options);
    const res = await browser.post('/api/auth/webauthn/verify-authentication', { authenticationResponse: assertion });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, username: 'adwoa_passkey', walletBalance: '0.00' });
    expect((await browser.get('/api/auth/user')).body.id).toBe(user.id);
    const used = await t.deps.db
      .selectFrom('webauthnCredentials')
      .select(['counter', 'lastUsedAt'])
      .where('id', '=', authenticator.id)
      .executeTakeFirstOrThrow();
    expect(used.counter).toBe('1');
    expect(used.lastUsedAt).toBeInstanceOf(Date);

    const replay = await t.client().post('/api/auth/webauthn/verify-authentication', { authenticationResponse: assertion });
    expect(replay.status).toBe(400);

    // Settings lists it (never its public key); a stranger cannot remove it; removed, it signs in no more.
    const listed = (await owner.get('/api/auth/webauthn/credentials')).body;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: authenticator.id, deviceType: expect.any(String) });
    expect(JSON.stringify(listed)).not.toContain('publicKey');
    expect(new Date(listed[0].lastUsedAt).getTime()).toBeGreaterThan(0);
    const stranger = t.client();
    await signUp(stranger, person(9876, { username: 'passkey_stranger' }));
    expect((await stranger.delete(`/api/auth/webauthn/credentials/${encodeURIComponent(authenticator.id)}`)).status).toBe(404);
    const removed = await owner.delete(`/api/auth/webauthn/credentials/${encodeURIComponent(authenticator.id)}`);
    expect(removed.status, removed.text).toBe(200);
    expect((await owner.get('/api/auth/webauthn/credentials')).body).toEqual([]);
    const later = t.client();
    const again = (await later.get('/api/auth/webauthn/authentication-options')).body;
    expect(
      (await later.post('/api/auth/webauthn/verify-authentication', { authenticationResponse: authenticator.getAssertion(again) })).status,
    ).toBe(401);
  });

  it('refuses the same passkey registered twice', async () => {
    const authenticator = new SoftwareAuthenticator('127.0.0.1', t.baseUrl);
    const client = await signedIn();
    const first = (await client.post('/api/auth/webauthn/registration-options')).body;
    expect(
      (await client.post('/api/auth/webauthn/verify-registration', { registrationResponse: authenticator.createCredential(first) })).status,
    ).toBe(200);
    const second = (await client.post('/api/auth/webauthn/registration-options')).body;
    expect(second.excludeCredentials.map((c: { id: string }) => c.id)).toContain(authenticator.id);
    const res = await client.post('/api/auth/webauthn/verify-registration', {
      registrationResponse: authenticator.createCredential(second),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This passkey is already registered');
  });

  it('refuses an assertion after its challenge is older than 5 minutes', async () => {
    const authenticator = new SoftwareAuthenticator('127.0.0.1', t.baseUrl);
    const owner = await signedIn();
    const creation = (await owner.post('/api/auth/webauthn/registration-options')).body;
    expect(
      (await owner.post('/api/auth/webauthn/verify-registration', { registrationResponse: authenticator.createCredential(creation) }))
        .status,
    ).toBe(200);
    const browser = t.client();
    const options = (await browser.get('/api/auth/webauthn/authentication-options')).body;
    t.advanceClock(5 * 60_000 + 1_000);
    const res = await browser.post('/api/auth/webauthn/verify-authentication', {
      authenticationResponse: authenticator.getAssertion(options),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Session expired. Please refresh the page and try again.');
  });
});
