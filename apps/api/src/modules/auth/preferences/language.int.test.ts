import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createMoneyUser } from '../../money/testing/money-test-helpers';
import { createStaffMember } from '../../staff/testing/staff-test-helpers';
import { settlePendingResets } from '../password-reset/password-reset-service';
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

describe('every notice in the language: codes, reversals, complaints', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
  const inLanguage = async (language: string, options: Parameters<typeof createMoneyUser>[1] = {}) => {
    const user = await createMoneyUser(t, options);
    const res = await user.client.patch('/api/preferences', { language, notifications: { sms: true } });
    expect(res.status, res.text).toBe(200);
    return user;
  };

  it('a sign-up code is written in the language the screen shows; English without one, as before', async () => {
    await clearRateLimits(t);
    const twi = await t.client().post('/api/phone/send-verification', { phoneNumber: '024 700 3201', language: 'tw' });
    expect(twi.status, twi.text).toBe(200);
    expect(t.notifier.lastTo('+233247003201')?.text).toMatch(/^Nkabom code: \d{6}\. Ɛyɛ adwuma simma 10\. Mfa nkyerɛ obiara\.$/);
    const english = await t.client().post('/api/phone/send-verification', { phoneNumber: '024 700 3202' });
    expect(english.status, english.text).toBe(200);
    expect(t.notifier.lastTo('+233247003202')?.text).toMatch(
      /^Your Nkabom verification code is \d{6}\. It expires in 10 minutes\. Never share it with anyone\.$/,
    );
    const wrong = await t.client().post('/api/phone/send-verification', { phoneNumber: '024 700 3203', language: 'xx' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Language is en, tw, ee, ha or fr');
  });

  it('a password reset code, and the notice to an account someone tried to sign up with, in the account’s language', async () => {
    await clearRateLimits(t);
    const marie = await inLanguage('fr');
    expect((await t.client().post('/api/auth/forgot-password', { loginId: marie.username })).status).toBe(200);
    await settlePendingResets();
    expect(t.notifier.lastTo(marie.phoneNumber)?.text).toMatch(
      /^Votre code de réinitialisation du mot de passe Nkabom est \d{6}\. Il expire dans 10 minutes\. Si vous ne l'avez pas demandé, ignorez ce message\.$/,
    );
    const kwame = await inLanguage('tw');
    expect((await t.client().post('/api/phone/send-verification', { phoneNumber: kwame.phoneNumber })).status).toBe(200);
    expect(t.notifier.lastTo(kwame.phoneNumber)?.text).toMatch(/^Nkabom: obi pɛɛ sɛ ɔde wo nɔma anaa wo email kyerɛw ne din\./);
  });

  it('a reversal request reaches the recipient in French, and the answer the sender in Twi', async () => {
    const ama = await inLanguage('tw', { balance: 100_00n, firstName: 'Ama', lastName: 'Mensah' });
    const marie = await inLanguage('fr', { firstName: 'Marie', lastName: 'Kouassi' });
    const paid = await ama.client.post('/api/send-money', { amount: '20.00', recipientUsername: marie.username });
    expect(paid.status, paid.text).toBe(200);
    const asked = await ama.client.post(`/api/transactions/${paid.body.id}/reversal-request`, { reason: 'Wrong number' });
    expect(asked.status, asked.text).toBe(200);
    await settle();
    expect(t.notifier.lastTo(marie.email)).toEqual({
      channel: 'email',
      to: marie.email,
      subject: 'Ama Mensah demande le retour de ses ₵20.00',
      text: `Nkabom: Ama Mensah dit vous avoir envoyé ₵20.00 par erreur : "Wrong number". Le montant est bloqué dans votre portefeuille jusqu'à votre réponse. Ouvrez Nkabom pour accepter ou refuser avant le ${asked.body.respondBy}.`,
    });
    expect((await marie.client.post(`/api/reversal-requests/${asked.body.id}/accept`, {})).status).toBe(200);
    await settle();
    expect(t.notifier.lastTo(ama.phoneNumber)?.text).toBe('Nkabom: Marie Kouassi de wo ₵20.00 asan aba. Ɛwɔ wo kotokuo mu seesei.');
  });

  it('a complaint’s acknowledgement and its answer in Twi, the staff’s note as they wrote it', async () => {
    const kofi = await inLanguage('tw');
    const staff = await createStaffMember(t, 'support');
    const filed = await kofi.client.post('/api/complaints', { category: 'fraud_or_scam', description: 'Someone called me for my PIN' });
    expect(filed.status, filed.text).toBe(200);
    await settle();
    const reference = filed.body.reference as string;
    expect(t.notifier.lastTo(kofi.phoneNumber)?.text).toMatch(
      new RegExp(`^Nkabom: yɛagye wo nkaeɛbɔ ${reference} \\(Nnaadaa\\)\\. Yɛbɛbua ansa na .+ aduru\\. Sɛ wofrɛ yɛn a, ka ${reference}\\.`),
    );
    const res = await staff.client.post(`/api/staff/complaints/${reference}/status`, {
      status: 'resolved',
      note: 'We blocked the caller.',
    });
    expect(res.status, res.text).toBe(200);
    await settle();
    expect(t.notifier.lastTo(kofi.email)).toMatchObject({
      subject: `Yɛadi wo nkaeɛbɔ ${reference} ho dwuma`,
      text: `Nkabom: yɛadi wo nkaeɛbɔ ${reference} ho dwuma. We blocked the caller.`,
    });
  });
});
