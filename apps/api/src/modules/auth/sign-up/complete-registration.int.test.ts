import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { clearRateLimits, countRows, person, signUp, verifyContact } from '../testing/auth-test-helpers';

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

describe('POST /api/auth/complete-registration', () => {
  it('creates the account with a wallet, signs the person in and never returns the password hash', async () => {
    const client = t.client();
    const details = person(20);
    const user = await signUp(client, details);
    expect(user).toMatchObject({
      email: details.email,
      firstName: 'Abena',
      lastName: 'Nyarko',
      phoneNumber: '+233245550020',
      phone: '+233245550020',
      username: details.username,
      walletBalance: '0.00',
      authProvider: 'native',
      phoneVerified: true,
      emailVerified: false,
      isVerified: false,
      profileImageUrl: null,
    });
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    expect(JSON.stringify(user)).not.toMatch(/password|argon2/i);
    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
    const wallet = await t.deps.db.selectFrom('ledgerAccounts').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(wallet).toMatchObject({ kind: 'wallet', balancePesewas: '0' });
    const stored = await t.deps.db.selectFrom('users').select('passwordHash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('signs up with an e-mail address instead of a phone', async () => {
    const client = t.client();
    await verifyContact(client, 'yaa.asantewaa@example.com');
    const res = await client.post('/api/auth/complete-registration', {
      phoneNumber: '',
      firstName: 'Yaa',
      lastName: 'Asantewaa',
      email: 'yaa.asantewaa@example.com',
      username: 'yaa_asantewaa',
      password: 'long-enough-1',
      confirmPassword: 'long-enough-1',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ phoneNumber: null, emailVerified: true, phoneVerified: false });
  });

  it('refuses to create an account for a phone this session has not verified', async () => {
    const before = await countRows(t, 'users');
    const details = person(21);
    const res = await t.client().post('/api/auth/complete-registration', { ...details, confirmPassword: details.password });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Please verify your phone number or email address first.');
    const other = t.client();
    await verifyContact(other, '0245550022');
    const swapped = await other.post('/api/auth/complete-registration', { ...person(23), confirmPassword: details.password });
    expect(swapped.status).toBe(403);
    expect(swapped.body.message).toBe('Please verify this phone number first.');
    expect(await countRows(t, 'users')).toBe(before);
  });

  it('refuses when the verification is older than 30 minutes', async () => {
    const client = t.client();
    const details = person(24);
    await verifyContact(client, details.phoneNumber);
    t.advanceClock(29 * 60_000);
    await client.get('/api/auth/user'); // activity keeps the anonymous session (and its proof) alive

    t.advanceClock(2 * 60_000);
    const res = await client.post('/api/auth/complete-registration', { ...details, confirmPassword: details.password });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your verification has expired. Please verify your phone number again.');
  });

  let next = 100;
  it.each([
    [{ firstName: 'A' }, 'First name must be at least 2 characters'],
    [{ lastName: 'N' }, 'Last name must be at least 2 characters'],
    [{ firstName: 'Abena\nReply 1 to send' }, 'First name cannot contain line breaks or control characters'],
    [{ lastName: 'Nyarko\u2066\u202E' }, 'Last name cannot contain text-direction characters'],
    [{ firstName: '=cmd|" /C calc"!A0' }, 'First name cannot start with =, +, - or @'],
    [{ lastName: '@SUM(1+1)' }, 'Last name cannot start with =, +, - or @'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ username: 'abcd' }, 'Username must be 5-30 characters'],
    [{ username: 'a'.repeat(31) }, 'Username must be 5-30 characters'],
    [{ username: 'abena nyarko' }, 'Username can only contain letters, numbers, and underscores'],
    [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ confirmPassword: 'something-else' }, "Passwords don't match"],
    [{ phoneNumber: '024555' }, 'Phone number must be at least 10 digits'],
    [{ phoneNumber: '+23324555003011' }, 'Phone number too long'],
    [{ phoneNumber: '1234567890' }, 'Enter a valid Ghana phone number (e.g., 0241234567 or +233241234567)'],
  ])('refuses %j with the spec message and writes nothing', async (change, message) => {
    const client = t.client();
    const details = person(next++);
    await verifyContact(client, details.phoneNumber);
    const before = { users: await countRows(t, 'users'), wallets: await countRows(t, 'ledgerAccounts') };
    const res = await client.post('/api/auth/complete-registration', { ...details, confirmPassword: details.password, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect({ users: await countRows(t, 'users'), wallets: await countRows(t, 'ledgerAccounts') }).toEqual(before);
  });

  describe('when a value is taken', () => {
    beforeAll(async () => {
      await signUp(t.client(), person(40));
    });

    it.each([
      ['email', person(41, { email: 'ABENA0040@example.com' }), 'This email is already registered'],
      ['username', person(42, { username: 'Abena_0040' }), 'This username is taken'],
    ])('answers 409 when the %s is taken', async (_field, details, message) => {
      const client = t.client();
      await verifyContact(client, details.phoneNumber);
      const before = await countRows(t, 'users');
      const res = await client.post('/api/auth/complete-registration', { ...details, confirmPassword: details.password });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(message);
      expect(await countRows(t, 'users')).toBe(before);
    });

    it('answers 409 when the verified phone was registered meanwhile by another session', async () => {
      const first = t.client();
      const second = t.client();
      const details = person(43);
      await verifyContact(first, details.phoneNumber);
      t.advanceClock(61_000);
      await verifyContact(second, details.phoneNumber);
      const ok = await first.post('/api/auth/complete-registration', { ...details, confirmPassword: details.password });
      expect(ok.status).toBe(200);
      const res = await second.post('/api/auth/complete-registration', {
        ...person(44, { phoneNumber: details.phoneNumber }),
        confirmPassword: details.password,
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This phone number is already registered');
    });
  });
});
