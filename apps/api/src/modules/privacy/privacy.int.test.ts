import { createTestPushSubscription } from '@ghanapay/providers/testing';
import { auditLedger } from '@ghanapay/ledger';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createMoneyUser, moveClockToMidday, signIn, type MoneyTestUser } from '../money/testing/money-test-helpers';
import { applyRetentionSchedule } from './retention/retention-job';
import { TERMS_VERSION } from './privacy-policy';
import { postUssd, USSD_KEY } from '../ussd/testing/ussd-test-helpers';
import { selfieJpeg } from '../kyc/testing/kyc-test-images';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const PASSWORD = 'money-tests-9';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ USSD_GATEWAY_KEY: USSD_KEY });
  moveClockToMidday(t);
});

afterAll(async () => {
  await t?.close();
});

/** A browser's push subscription at the demo's push service. */
function pushSubscriptionBody(app: TestApp) {
  const subscription = createTestPushSubscription(`${app.baseUrl}/simulators/push`);
  return { endpoint: subscription.endpoint, keys: subscription.keys };
}

async function send(from: MoneyTestUser, to: MoneyTestUser, amount: string, message?: string) {
  return from.client.post('/api/send-money', { amount, recipientUsername: to.username, message });
}

describe('GET /api/me/export', () => {
  it('downloads my profile, payments, requests, comments, friends, devices and consent as an attachment, never cached', async () => {
    const ama = await createMoneyUser(t, { balance: 100_00n, firstName: 'Ama' });
    const kofi = await createMoneyUser(t, { firstName: 'Kofi' });
    const paid = await send(ama, kofi, '10.00', 'lunch');
    expect(paid.status, paid.text).toBe(200);
    expect((await kofi.client.post('/api/money-requests', { payerId: ama.id, amount: '5.00', message: 'taxi' })).status).toBe(200);
    expect((await ama.client.post(`/api/transactions/${paid.body.id}/comments`, { comment: 'thanks for lunch' })).status).toBe(200);
    expect((await ama.client.post('/api/friends/request', { addresseeId: kofi.id })).status).toBe(200);
    expect((await ama.client.post('/api/me/consent', { version: TERMS_VERSION })).status).toBe(200);
    const push = pushSubscriptionBody(t);
    expect((await ama.client.post('/api/push/subscriptions', { ...push, deviceLabel: 'Chrome on Android' })).status).toBe(200);

    const res = await ama.client.get('/api/me/export');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="nkabom-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = JSON.parse(res.text);
    expect(data.profile).toMatchObject({ id: ama.id, username: ama.username, email: ama.email, phoneNumber: ama.phoneNumber });
    expect(data.consent).toMatchObject({ acceptedVersion: TERMS_VERSION, currentVersion: TERMS_VERSION });
    expect(data.payments).toEqual([
      expect.objectContaining({ id: String(paid.body.id), direction: 'sent', amount: '10.00', message: 'lunch' }),
    ]);
    expect(data.payments[0].to).toMatchObject({ id: kofi.id, name: kofi.name, username: kofi.username });
    expect(data.moneyRequests).toEqual([expect.objectContaining({ role: 'asked to pay', amount: '5.00', status: 'pending' })]);
    expect(data.writtenOnPayments.comments).toEqual([expect.objectContaining({ comment: 'thanks for lunch' })]);
    expect(data.friends).toEqual([expect.objectContaining({ direction: 'sent', status: 'pending' })]);
    expect(data.devices.sessions.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(data.devices.sessions[0]).sort()).toEqual(['browser', 'expires', 'lastSeenAt', 'signedInAt']);
    expect(data.devices.pushNotifications).toEqual([
      { deviceLabel: 'Chrome on Android', createdAt: expect.any(String), lastSuccessAt: null },
    ]);
    expect(res.text).not.toContain(push.endpoint);
    expect(res.text).not.toContain(push.keys.auth);

    // Nobody else's addresses, and no secret of mine.
    expect(res.text).not.toContain(kofi.phoneNumber);
    expect(res.text).not.toContain(kofi.email);
    const secrets = await t.deps.db.selectFrom('users').select('passwordHash').where('id', '=', ama.id).executeTakeFirstOrThrow();
    expect(res.text).not.toContain(secrets.passwordHash!);
    expect(res.text).not.toMatch(/passwordHash|argon2|pinHash|codeHash|sid/i);

    // Kofi's own export has the payment as received, and nothing of Ama's contact details.
    const his = await kofi.client.get('/api/me/export');
    const hisData = JSON.parse(his.text);
    expect(hisData.payments).toEqual([expect.objectContaining({ direction: 'received', amount: '10.00' })]);
    expect(hisData.payments[0].from).toEqual({ id: ama.id, name: ama.name, username: ama.username });
    expect(his.text).not.toContain(ama.phoneNumber);
    expect(his.text).not.toContain(ama.email);
  });

  it('pages through a long history in order', async () => {
    const ama = await createMoneyUser(t, { balance: 10_000_00n, tier: 'enhanced' });
    const kofi = await createMoneyUser(t);
    const wallets = await t.deps.db
      .selectFrom('transactions')
      .select(sql<string>`max(id)`.as('max'))
      .executeTakeFirstOrThrow();
    // 1,100 payments written straight into the table (more than two pages of 500).
    await sql`INSERT INTO transactions (sender_id, recipient_id, amount_pesewas, status, message)
      SELECT ${ama.id}::uuid, ${kofi.id}::uuid, n, 'completed', 'bulk ' || n FROM generate_series(1, 1100) AS n`.execute(t.deps.db);
    const res = await ama.client.get('/api/me/export');
    expect(res.status).toBe(200);
    const payments = JSON.parse(res.text).payments as { id: string; amount: string }[];
    expect(payments).toHaveLength(1100);
    expect(payments.every((p) => BigInt(p.id) > BigInt(wallets.max ?? 0))).toBe(true);
    expect(new Set(payments.map((p) => p.id)).size).toBe(1100);
    expect(payments[0]!.amount).toBe('0.01');
    expect(payments[1099]!.amount).toBe('11.00');
  });

  it('answers 401 signed out, and 429 past 3 downloads an hour', async () => {
    const signedOut = await t.client().get('/api/me/export');
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('content-disposition')).toBeNull();
    const ama = await createMoneyUser(t);
    for (let i = 0; i < 3; i++) expect((await ama.client.get('/api/me/export')).status).toBe(200);
    const fourth = await ama.client.get('/api/me/export');
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/^You can download your data 3 times an hour\. Try again in \d+ minutes?\.$/);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('POST /api/me/close', () => {
  it('is refused while money is in the wallet or a request is open, then closes; the closed account cannot sign in, be found or be paid', async () => {
    const ama = await createMoneyUser(t, { balance: 20_00n, firstName: 'Abena' });
    const kofi = await createMoneyUser(t, { balance: 50_00n });

    const withBalance = await ama.client.post('/api/me/close', { password: PASSWORD });
    expect(withBalance.status).toBe(409);
    expect(withBalance.body.message).toBe(
      "Your account can't be closed yet: your wallet still holds ₵20.00: move it to a linked account or send it first.",
    );
    const check = await ama.client.get('/api/me/close');
    expect(check.body).toEqual({ canClose: false, blockers: [expect.stringContaining('₵20.00')], message: withBalance.body.message });

    expect((await send(ama, kofi, '20.00')).status).toBe(200);
    const request = await kofi.client.post('/api/money-requests', { payerId: ama.id, amount: '3.00' });
    const withRequest = await ama.client.post('/api/me/close', { password: PASSWORD });
    expect(withRequest.status).toBe(409);
    expect(withRequest.body.message).toBe("Your account can't be closed yet: 1 money request is still open.");

    const wrongPassword = await ama.client.post('/api/me/close', { password: 'not-my-password' });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe('Your password is incorrect');
    const noPassword = await ama.client.post('/api/me/close', {});
    expect(noPassword.status).toBe(400);

    expect((await ama.client.post(`/api/money-requests/${request.body.id}/respond`, { action: 'reject' })).status).toBe(200);
    expect((await ama.client.get('/api/me/close')).body).toEqual({ canClose: true, blockers: [], message: null });
    expect((await ama.client.post('/api/push/subscriptions', pushSubscriptionBody(t))).status).toBe(200);
    const closed = await ama.client.post('/api/me/close', { password: PASSWORD });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body.message).toMatch(/^Your account is closed\./);

    // Every session is over, this one too.
    expect((await ama.client.get('/api/auth/user')).status).toBe(401);
    expect(await t.deps.db.selectFrom('sessions').select('sid').where('userId', '=', ama.id).execute()).toEqual([]);
    expect(await t.deps.db.selectFrom('pushSubscriptions').select('id').where('userId', '=', ama.id).execute()).toEqual([]);

    const signIn = await t.client().post('/api/auth/login', { loginId: ama.username, password: PASSWORD });
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toBe('This account has been closed. It can no longer be used to sign in.');
    const wrongGuess = await t.client().post('/api/auth/login', { loginId: ama.username, password: 'wrong-password' });
    expect(wrongGuess.body.message).toBe('Invalid login details');

    for (const q of [ama.username, 'Abena', ama.phoneNumber]) {
      const found = await kofi.client.get(`/api/search/users?q=${encodeURIComponent(q)}`);
      expect(found.status).toBe(200);
      expect(
        found.body.map((u: { id: string }) => u.id),
        q,
      ).not.toContain(ama.id);
    }

    // No public profile, and the phone no longer reaches the wallet on USSD (it dials as a stranger).
    expect((await kofi.client.get(`/api/users/${ama.id}`)).status).toBe(404);
    const dialled = await postUssd(t, { sessionId: `closed-${ama.id}`, phoneNumber: ama.phoneNumber, text: '' });
    expect(dialled.status).toBe(200);
    expect(dialled.message).toContain('This number has no Nkabom wallet');

    const closedMessage = 'This account has been closed and can no longer receive payments or requests.';
    const byUsername = await send(kofi, ama, '5.00');
    expect(byUsername.status).toBe(422);
    expect(byUsername.body).toMatchObject({ message: closedMessage });
    const byPhone = await kofi.client.post('/api/send-money', { amount: '5.00', recipientPhone: ama.phoneNumber });
    expect(byPhone.status).toBe(422);
    const asked = await kofi.client.post('/api/money-requests', { payerId: ama.id, amount: '1.00' });
    expect(asked.status).toBe(422);
    expect(asked.body.message).toBe(closedMessage);
    expect((await kofi.client.get('/api/transactions')).body.filter((p: { status: string }) => p.status !== 'completed')).toEqual([]);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });
});

describe('the retention schedule', () => {
  it('erases identity documents after 5 years and anonymises after 6, keeping the ledger whole and touching no one else', async () => {
    const ama = await createMoneyUser(t, { balance: 30_00n });
    const kofi = await createMoneyUser(t, { balance: 10_00n });
    const recent = await createMoneyUser(t);
    const payment = await send(ama, kofi, '30.00', 'rent');
    expect(payment.status).toBe(200);
    // A real identity photo, sealed on disk: the 5-year step must remove the file, not only its row.
    const photo = await fetch(`${t.baseUrl}/api/kyc/images`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', cookie: ama.client.cookieHeader(), origin: t.baseUrl },
      body: new Uint8Array(await selfieJpeg()),
    });
    expect(photo.status).toBe(201);
    const photoUrl = ((await photo.json()) as { url: string }).url;
    const sealedFiles = () => readdirSync(path.join(t.deps.env.DATA_DIR, 'kyc-images')).filter((f) => f.endsWith('.sealed'));
    const ownFile = (await t.deps.db.selectFrom('kycImages').select('storageKey').where('userId', '=', ama.id).executeTakeFirstOrThrow())
      .storageKey;
    expect(sealedFiles()).toContain(`${ownFile}.sealed`);
    await t.deps.db
      .insertInto('kycDocuments')
      .values({
        userId: ama.id,
        documentType: 'GHANA_CARD',
        documentNumber: 'GHA-123456789-0',
        documentImageUrl: photoUrl,
        selfieImageUrl: photoUrl,
      })
      .execute();
    // A card check names the customer email Paystack knew her by.
    await t.deps.db
      .insertInto('cardCheckouts')
      .values({
        reference: `card-check-${crypto.randomUUID()}`,
        userId: ama.id,
        amountPesewas: '100',
        customerEmail: 'ama.card@example.com',
        createdAt: t.deps.now(),
      })
      .execute();
    expect((await ama.client.post('/api/me/close', { password: PASSWORD })).status).toBe(200);

    const kofiBefore = await t.deps.db.selectFrom('users').selectAll().where('id', '=', kofi.id).executeTakeFirstOrThrow();
    const entriesBefore = await t.deps.db
      .selectFrom('ledgerEntries')
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();

    t.advanceClock(5 * YEAR_MS - 24 * 60 * 60 * 1000);
    expect((await (await signIn(t, recent.username)).post('/api/me/close', { password: PASSWORD })).status).toBe(200);
    expect(await applyRetentionSchedule(t.deps)).toBe(0);

    // Ama and the accounts the tests above closed, each once per step; not the one closed since.
    const closedEarlier = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('closedAt', 'is not', null)
      .where('id', '<>', recent.id)
      .execute();
    expect(closedEarlier.map((u) => u.id)).toContain(ama.id);
    t.advanceClock(2 * 24 * 60 * 60 * 1000);
    expect(await applyRetentionSchedule(t.deps)).toBe(closedEarlier.length);
    const document = await t.deps.db.selectFrom('kycDocuments').selectAll().where('userId', '=', ama.id).executeTakeFirstOrThrow();
    expect(document).toMatchObject({ documentNumber: null, documentImageUrl: '', selfieImageUrl: '', documentType: 'GHANA_CARD' });
    expect(sealedFiles()).not.toContain(`${ownFile}.sealed`);
    expect(await t.deps.db.selectFrom('kycImages').select('id').where('userId', '=', ama.id).execute()).toEqual([]);
    expect((await t.deps.db.selectFrom('users').select('firstName').where('id', '=', ama.id).executeTakeFirstOrThrow()).firstName).not.toBe(
      'Closed',
    );

    t.advanceClock(YEAR_MS);
    expect(await applyRetentionSchedule(t.deps)).toBe(closedEarlier.length);
    const anonymised = await t.deps.db.selectFrom('users').selectAll().where('id', '=', ama.id).executeTakeFirstOrThrow();
    expect(anonymised).toMatchObject({ firstName: 'Closed', lastName: 'Account', email: null, phoneNumber: null, passwordHash: null });
    expect(anonymised.username).toMatch(/^closed_[0-9a-f]{16}$/);
    expect(await t.deps.db.selectFrom('cardCheckouts').select('reference').where('userId', '=', ama.id).execute()).toEqual([]);
    const row = await t.deps.db.selectFrom('transactions').selectAll().where('id', '=', String(payment.body.id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ senderId: ama.id, recipientId: kofi.id, amountPesewas: '3000', status: 'completed', message: null });

    // Kofi, the account closed a year later and the ledger are as they were; the ledger still balances.
    expect(await t.deps.db.selectFrom('users').selectAll().where('id', '=', kofi.id).executeTakeFirstOrThrow()).toEqual(kofiBefore);
    const later = await t.deps.db.selectFrom('users').selectAll().where('id', '=', recent.id).executeTakeFirstOrThrow();
    expect(later).toMatchObject({ username: recent.username, email: recent.email, anonymisedAt: null });
    expect(
      await t.deps.db
        .selectFrom('ledgerEntries')
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(entriesBefore);
    expect(await auditLedger(t.deps.db)).toEqual([]);
    expect(await applyRetentionSchedule(t.deps)).toBe(0);
    // Kofi's history still shows the payment, from an account that no longer says who it was.
    const history = await (await signIn(t, kofi.username)).get('/api/me/export');
    expect(JSON.parse(history.text).payments).toEqual([
      expect.objectContaining({ amount: '30.00', from: expect.objectContaining({ name: 'Closed Account' }) }),
    ]);
  });
});
