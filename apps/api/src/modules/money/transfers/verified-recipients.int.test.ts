import { auditLedger } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { PASSWORD, person, signUp, verifyContact } from '../../auth/testing/auth-test-helpers';
import { balanceOf, createMoneyUser, heldBalance, type MoneyTestUser } from '../testing/money-test-helpers';

/** Issue 7 §2: an e-mail typed at phone sign-up is not trusted until its owner proves it. */
let t: TestApp;
let payer: MoneyTestUser;
beforeAll(async () => {
  t = await startTestApp();
  payer = await createMoneyUser(t, { balance: 100_00n });
});
afterAll(async () => {
  await t.close();
});

async function userByUsername(username: string) {
  return t.deps.db.selectFrom('users').select(['id', 'email', 'emailVerified']).where('username', '=', username).executeTakeFirstOrThrow();
}

describe('a squatter types someone else’s e-mail at phone sign-up', () => {
  it('a payment to that e-mail is held, the real owner signs up with it and receives the money, the squatter loses it', async () => {
    const squatterClient = t.client();
    await signUp(squatterClient, person(8801, { phoneNumber: '0245880001', email: 'real.owner@example.com', username: 'squatter_1' }));
    expect(await userByUsername('squatter_1')).toMatchObject({ email: 'real.owner@example.com', emailVerified: false });

    const heldBefore = await heldBalance(t);
    const sent = await payer.client.post('/api/send-money', { amount: '10.00', recipientEmail: 'real.owner@example.com' });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({ status: 'pending', recipientId: null });
    expect(await heldBalance(t)).toBe(heldBefore + 1000n);
    const squatter = await userByUsername('squatter_1');
    expect(await balanceOf(t, squatter.id)).toBe(0n);

    // The real owner proves the address by its code: sign-up is not refused with "already registered".
    const owner = t.client();
    await verifyContact(owner, 'real.owner@example.com');
    const made = await owner.post('/api/auth/complete-registration', {
      firstName: 'Real',
      lastName: 'Owner',
      email: 'real.owner@example.com',
      username: 'real_owner',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(made.status, made.text).toBe(200);
    const realOwner = await userByUsername('real_owner');
    expect(realOwner).toMatchObject({ email: 'real.owner@example.com', emailVerified: true });
    expect(await balanceOf(t, realOwner.id)).toBe(1000n);
    expect(await heldBalance(t)).toBe(heldBefore);
    expect((await userByUsername('squatter_1')).email).toBeNull();
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('search by an e-mail nobody proved finds nobody, so the sender cannot pick the squatter by it', async () => {
    await signUp(t.client(), person(8805, { phoneNumber: '0245880005', email: 'typed.only@example.com', username: 'typed_only' }));
    const found = await payer.client.get(`/api/search/users?q=${encodeURIComponent('typed.only@example.com')}`);
    expect(found.status, found.text).toBe(200);
    expect(found.body).toEqual([]);
  });

  it('the squatter cannot sign up again with an e-mail someone proved, nor have a reset code sent to an unproved one', async () => {
    const again = t.client();
    t.advanceClock(61_000); // past the resend wait of the owner's own sign-up code
    const sent = await again.post('/api/phone/send-verification', { phoneNumber: 'real.owner@example.com' });
    // Answered as for any address (sign-up never says who is registered), but no code is shown or sent:
    // the owner is told someone tried, and the code step cannot be passed.
    expect(sent.status).toBe(200);
    expect(sent.body).not.toHaveProperty('demoCode');
    expect(t.notifier.lastTo('real.owner@example.com')?.subject).toBe('Someone tried to sign up with your details');
  });
});

describe('a signed-in user verifies their e-mail later', () => {
  it('gets the code by e-mail only, and on verifying receives the money held for that address', async () => {
    const client = t.client();
    await signUp(client, person(8802, { phoneNumber: '0245880002', email: 'later.verified@example.com', username: 'later_verified' }));
    const me = await userByUsername('later_verified');
    const sent = await payer.client.post('/api/send-money', { amount: '4.50', recipientEmail: 'later.verified@example.com' });
    expect(sent.body).toMatchObject({ status: 'pending', recipientId: null });

    const asked = await client.post('/api/email/send-verification', {});
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.message).toBe('Verification code sent to l***@example.com');
    const delivered = t.notifier.lastTo('later.verified@example.com')!;
    expect(delivered.channel).toBe('email');
    const code = /\b(\d{6})\b/.exec(delivered.text)![1]!;
    expect(asked.text).not.toContain(code);

    const wrong = await client.post('/api/email/verify', { verificationCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(await balanceOf(t, me.id)).toBe(0n);

    const verified = await client.post('/api/email/verify', { verificationCode: code });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body).toEqual({ verified: true, message: 'Email address verified', claimedPayments: 1 });
    expect(await balanceOf(t, me.id)).toBe(450n);
    expect((await client.get('/api/auth/user')).body).toMatchObject({ email: 'later.verified@example.com', emailVerified: true });
    // Now the address names this user: the next payment completes at once.
    const next = await payer.client.post('/api/send-money', { amount: '1.00', recipientEmail: 'later.verified@example.com' });
    expect(next.body).toMatchObject({ status: 'completed', recipientId: me.id });
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.client().post('/api/email/send-verification', {})).status).toBe(401);
    expect((await t.client().post('/api/email/verify', { verificationCode: '123456' })).status).toBe(401);
  });
});

describe('held payments are claimed only through the identifier they were sent to', () => {
  it('money held for a phone is not claimed by an e-mail sign-up, nor money held for an e-mail by a phone sign-up', async () => {
    const forPhone = await payer.client.post('/api/send-money', { amount: '2.00', recipientPhone: '0245880003' });
    const forEmail = await payer.client.post('/api/send-money', { amount: '3.00', recipientEmail: 'split.person@example.com' });
    expect([forPhone.body.status, forEmail.body.status]).toEqual(['pending', 'pending']);

    // Signs up by e-mail (a different address) — claims neither.
    const byEmail = t.client();
    await verifyContact(byEmail, 'other.person@example.com');
    await byEmail.post('/api/auth/complete-registration', {
      firstName: 'Other',
      lastName: 'Person',
      email: 'other.person@example.com',
      username: 'other_person',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(await balanceOf(t, (await userByUsername('other_person')).id)).toBe(0n);

    // Signs up by phone 0245880003 typing split.person@example.com: gets the phone's money, not the e-mail's.
    await signUp(t.client(), person(8804, { phoneNumber: '0245880003', email: 'split.person@example.com', username: 'split_person' }));
    const split = await userByUsername('split_person');
    expect(await balanceOf(t, split.id)).toBe(200n);
    const emailPayment = await t.deps.db
      .selectFrom('transactions')
      .select(['status', 'recipientId'])
      .where('id', '=', String(forEmail.body.id))
      .executeTakeFirstOrThrow();
    expect(emailPayment).toEqual({ status: 'pending', recipientId: null });
  });
});
