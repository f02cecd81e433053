import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createUser } from '../../social/testing/social-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const userRow = (id: string) =>
  t.deps.db
    .selectFrom('users')
    .select(['firstName', 'lastName', 'username', 'email', 'emailVerified', 'phoneNumber', 'phoneVerified'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('PATCH /api/profile (one field at a time)', () => {
  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '   ' }, 'Last name is required'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'ama mensah' }, 'Username can only contain letters, numbers, and underscores'],
    [{ email: 'not-an-email' }, 'Valid email is required'],
    // Names reach USSD menus, SMS, e-mails and exports: no line breaks, bidi controls or formulas.
    [{ firstName: 'Ama\r\nReply 1 to approve' }, 'First name cannot contain line breaks or control characters'],
    [{ lastName: '\u202Ehsnem' }, 'Last name cannot contain text-direction characters'],
    [{ lastName: '=HYPERLINK("http://evil.example","Owusu")' }, 'Last name cannot start with =, +, - or @'],
    [{ firstName: 'Ama', lastName: 'Owusu' }, 'Change one field at a time: firstName, lastName, username or email'],
    [{}, 'Change one field at a time: firstName, lastName, username or email'],
  ])('%j → 400 "%s", nothing changed', async (body, message) => {
    const user = await createUser(t);
    const before = await userRow(user.id);
    const res = await user.client.patch('/api/profile', body);
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await userRow(user.id)).toEqual(before);
  });

  it('changes each field, and the current user reflects it', async () => {
    const user = await createUser(t);
    for (const [field, value, shown] of [
      ['firstName', 'Abenaa', 'Abenaa'],
      ['lastName', 'Osei-Bonsu', 'Osei-Bonsu'],
      ['username', 'Abenaa_OB', 'abenaa_ob'],
    ] as const) {
      const res = await user.client.patch('/api/profile', { [field]: value });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ [field]: shown, message: 'Profile updated' });
    }
    expect((await user.client.get('/api/auth/user')).body).toMatchObject({
      firstName: 'Abenaa',
      lastName: 'Osei-Bonsu',
      username: 'abenaa_ob',
    });
  });

  it('a new e-mail is unverified until its code; a taken username or e-mail is refused', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const res = await user.client.patch('/api/profile', { email: 'New.Address@Example.com' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe('Profile updated. Enter the code we send to your new email to verify it.');
    expect(await userRow(user.id)).toMatchObject({ email: 'new.address@example.com', emailVerified: false });
    const takenName = await user.client.patch('/api/profile', { username: other.username });
    expect(takenName.status).toBe(409);
    expect(takenName.body.message).toBe('This username is taken');
    const takenEmail = await user.client.patch('/api/profile', { email: other.email });
    expect(takenEmail.status).toBe(409);
    expect(takenEmail.body.message).toBe('This email is already registered');
    expect((await t.client().patch('/api/profile', { firstName: 'X' })).status).toBe(401);
  });
});

describe('phone change (signed in: POST /api/phone/send-verification, then /api/phone/verify)', () => {
  it('sends the code to the new number only, never in the response; a wrong code changes nothing; the right one switches the number', async () => {
    const user = await createUser(t);
    const newPhone = '+233245559911';
    const sent = await user.client.post('/api/phone/send-verification', { phoneNumber: '024 555 9911' });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.message).toBe('Verification code sent to your phone number ending in 9911');
    expect(sent.body.demoCode).toBeUndefined();
    const sms = t.notifier.lastTo(newPhone);
    const code = /(\d{6})/.exec(sms!.text)![1]!;
    expect(sent.text).not.toContain(code);

    const wrong = await user.client.post('/api/phone/verify', {
      phoneNumber: newPhone,
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid or expired verification code');
    expect((await userRow(user.id)).phoneNumber).toBe(user.phoneNumber);

    const ok = await user.client.post('/api/phone/verify', { phoneNumber: newPhone, verificationCode: code });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toEqual({ verified: true, message: 'Phone Number Updated' });
    expect(await userRow(user.id)).toMatchObject({ phoneNumber: newPhone, phoneVerified: true });
    expect((await user.client.get('/api/auth/user')).body.phoneNumber).toBe(newPhone);
    // The code worked once.
    expect((await user.client.post('/api/phone/verify', { phoneNumber: newPhone, verificationCode: code })).status).toBe(400);
  });

  it('refuses my own number, a number another account has, an e-mail, and a code for a number I did not ask about', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    expect((await user.client.post('/api/phone/send-verification', { phoneNumber: user.phoneNumber })).body.message).toBe(
      'This is already your phone number',
    );
    const taken = await user.client.post('/api/phone/send-verification', { phoneNumber: other.phoneNumber });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('This phone number is already registered');
    expect((await user.client.post('/api/phone/send-verification', { phoneNumber: 'me@example.com' })).body.message).toBe(
      'Please enter a Ghana phone number',
    );
    const stray = await user.client.post('/api/phone/verify', { phoneNumber: '+233245550000', verificationCode: '123456' });
    expect(stray.status).toBe(400);
    expect(stray.body.message).toBe('Please request a code for the new number first.');
  });
});
