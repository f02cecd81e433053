import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createMoneyUser } from '../../money/testing/money-test-helpers';
import { clearRateLimits, person, signUp, verifyContact } from '../testing/auth-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a language per account (PATCH /api/preferences { language })', () => {
  it('is English until chosen; a choice is kept, shown at /api/auth/user and is the chooser’s only', async () => {
    const ama = await createMoneyUser(t);
    const kofi = await createMoneyUser(t);
    expect((await ama.client.get('/api/preferences')).body.language).toBe('en');
    expect((await ama.client.get('/api/auth/user')).body.language).toBe('en');

    const res = await ama.client.patch('/api/preferences', { language: 'tw' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ language: 'tw', appearance: 'auto', notifications: { email: true, sms: false } });
    expect((await ama.client.get('/api/preferences')).body.language).toBe('tw');
    expect((await ama.client.get('/api/auth/user')).body.language).toBe('tw');

    // Another change keeps the language; Kofi's is untouched.
    expect((await ama.client.patch('/api/preferences', { appearance: 'dark' })).body.language).toBe('tw');
    expect((await kofi.client.get('/api/preferences')).body.language).toBe('en');
  });

  it.each([
    [{ language: 'twi' }, 'Language is en, tw, ee, ha or fr'],
    [{ language: 'EN' }, 'Language is en, tw, ee, ha or fr'],
    [{ language: 7 }, 'Language is en, tw, ee, ha or fr'],
    [{ language: null }, 'Language is en, tw, ee, ha or fr'],
  ])('%j → 400 with a clear message, nothing saved', async (body, message) => {
    const user = await createMoneyUser(t);
    const res = await user.client.patch('/api/preferences', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await user.client.get('/api/preferences')).body.language).toBe('en');
  });

  it("another person's language cannot be set: a user id in the body is refused and changes nobody", async () => {
    const ama = await createMoneyUser(t);
    const kofi = await createMoneyUser(t);
    const res = await ama.client.patch('/api/preferences', { userId: kofi.id, language: 'fr' });
    expect(res.status).toBe(400);
    expect((await kofi.client.get('/api/preferences')).body.language).toBe('en');
    expect((await ama.client.get('/api/preferences')).body.language).toBe('en');
  });

  it('signed out, the language can be neither read nor set (401)', async () => {
    expect((await t.client().get('/api/preferences')).status).toBe(401);
    expect((await t.client().patch('/api/preferences', { language: 'ha' })).status).toBe(401);
  });
});

describe('the language at sign-up (optional)', () => {
  it('a sign-up in Ewe starts in Ewe; one without a language starts in English', async () => {
    await clearRateLimits(t);
    const client = t.client();
    const details = person(51);
    await verifyContact(client, details.phoneNumber);
    const res = await client.post('/api/auth/complete-registration', { ...details, confirmPassword: details.password, language: 'ee' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.language).toBe('ee');
    expect((await client.get('/api/preferences')).body.language).toBe('ee');

    const plain = await signUp(t.client(), person(52));
    expect(plain).toMatchObject({ language: 'en' });
  });

  it('a language that is not one of ours refuses the sign-up (400) and makes no account', async () => {
    await clearRateLimits(t);
    const client = t.client();
    const details = person(53);
    await verifyContact(client, details.phoneNumber);
    const res = await client.post('/api/auth/complete-registration', { ...details, confirmPassword: details.password, language: 'de' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Language is en, tw, ee, ha or fr');
    const made = await t.deps.db.selectFrom('users').select('id').where('username', '=', details.username).executeTakeFirst();
    expect(made).toBeUndefined();
  });
});

describe('notices in the language (SMS and e-mail)', () => {
  it('a payment received is told in French to a French account, in English to the rest', async () => {
    const payer = await createMoneyUser(t, { balance: 100_00n });
    const marie = await createMoneyUser(t);
    const kofi = await createMoneyUser(t);
    await marie.client.patch('/api/preferences', { language: 'fr', notifications: { sms: true } });
    for (const payee of [marie, kofi]) {
      const res = await payer.client.post(
        '/api/send-money',
        { amount: '5.00', recipientUsername: payee.username },
        { 'idempotency-key': crypto.randomUUID() },
      );
      expect(res.status, res.text).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.notifier.lastTo(marie.phoneNumber)?.text).toBe(
      `Nkabom: ${payer.name} vous a envoyé ₵5.00. L'argent est dans votre portefeuille.`,
    );
    expect(t.notifier.lastTo(marie.email)).toMatchObject({
      subject: `${payer.name} vous a envoyé ₵5.00`,
      text: `Nkabom: ${payer.name} vous a envoyé ₵5.00. L'argent est dans votre portefeuille.`,
    });
    expect(t.notifier.lastTo(kofi.email)).toMatchObject({
      subject: `${payer.name} sent you ₵5.00`,
      text: `Nkabom: ${payer.name} sent you ₵5.00. It is in your wallet now.`,
    });
  });
});
