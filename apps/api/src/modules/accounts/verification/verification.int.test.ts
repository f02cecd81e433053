import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createUser } from '../../social/testing/social-test-helpers';
import { verifyPendingAccounts } from './verify-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Waits until the account's verification leaves "pending" (the immediate attempt runs after the response). */
async function settled(list: () => Promise<{ id: number; verificationStatus: string }[]>, id: number) {
  for (let i = 0; i < 50; i++) {
    const account = (await list()).find((a) => a.id === id)!;
    if (account.verificationStatus !== 'pending') return account;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('still pending');
}

describe('verification through the providers (their simulators, over HTTP)', () => {
  it('verifies my own wallet shortly after I add it, and says why another one is not verified', async () => {
    const user = await createUser(t, { firstName: 'Akua', lastName: 'Donkor', phoneNumber: '+233201112233' });
    const list = async () => (await user.client.get('/api/mobile-money/accounts')).body;
    const mine = await user.client.post('/api/mobile-money/accounts', {
      provider: 'Vodafone Cash',
      phoneNumber: '0201112233',
      accountName: 'Donkor Akua',
    });
    expect(mine.body.verificationStatus).toBe('pending');
    expect(await settled(list, mine.body.id)).toMatchObject({ verificationStatus: 'verified', isVerified: true, verificationNote: null });

    const wrongName = await user.client.post('/api/mobile-money/accounts', {
      provider: 'Vodafone Cash',
      phoneNumber: '0501112233',
      accountName: 'Kwame Mensah',
    });
    expect(await settled(list, wrongName.body.id)).toMatchObject({
      verificationStatus: 'unverified',
      isVerified: false,
      verificationNote: 'The name on this account does not match the name you entered',
    });

    const mtnNobody = await user.client.post('/api/mobile-money/accounts', {
      provider: 'MTN MoMo',
      phoneNumber: '0240000000',
      accountName: 'Akua Donkor',
    });
    expect(await settled(list, mtnNobody.body.id)).toMatchObject({
      verificationStatus: 'unverified',
      verificationNote: 'No active MTN MoMo wallet is registered to this number',
    });
  });

  it('resolves a bank account by name enquiry; an account number the bank does not know stays unverified', async () => {
    const user = await createUser(t, { firstName: 'Kojo', lastName: 'Antwi' });
    const list = async () =>
      (await user.client.get('/api/payment-accounts')).body.map((a: { id: string }) => ({ ...a, id: Number(a.id.split('-')[1]) }));
    const known = await user.client.post('/api/bank-accounts', {
      bankName: 'GCB',
      accountNumber: '1020304050',
      accountName: 'Kojo Antwi',
      accountType: 'SAVINGS',
    });
    expect(await settled(list, known.body.id)).toMatchObject({ verificationStatus: 'verified', isVerified: true });
    const unknown = await user.client.post('/api/bank-accounts', {
      bankName: 'GCB',
      accountNumber: '9900112233',
      accountName: 'Kojo Antwi',
      accountType: 'SAVINGS',
    });
    expect(await settled(list, unknown.body.id)).toMatchObject({
      verificationStatus: 'unverified',
      verificationNote: 'The bank does not know this account number',
    });
  });

  it('leaves an account pending while its provider is down, and the sweep verifies it later', async () => {
    const user = await createUser(t, { firstName: 'Esi', lastName: 'Quaye', phoneNumber: '+233209998877' });
    const realVerifier = t.deps.accountVerifier;
    t.deps.accountVerifier = {
      verifyMobileMoney: async () => {
        const { ProviderUnavailableError } = await import('@ghanapay/providers');
        throw new ProviderUnavailableError('paystack', 'unreachable');
      },
      verifyBankAccount: realVerifier.verifyBankAccount,
    };
    const added = await user.client.post('/api/mobile-money/accounts', {
      provider: 'Vodafone Cash',
      phoneNumber: '0209998877',
      accountName: 'Esi Quaye',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await user.client.get('/api/mobile-money/accounts')).body[0]).toMatchObject({
      id: added.body.id,
      verificationStatus: 'pending',
    });
    t.deps.accountVerifier = realVerifier;
    t.advanceClock(60_000);
    expect(await verifyPendingAccounts(t.deps)).toBeGreaterThanOrEqual(1);
    expect((await user.client.get('/api/mobile-money/accounts')).body[0]).toMatchObject({ verificationStatus: 'verified' });
  });
});

describe('the simulators the demo serves', () => {
  it('answers a third-party MoMo client at /simulators/momo with MTN’s headers and codes', async () => {
    const noKey = await fetch(`${t.baseUrl}/simulators/momo/collection/token/`, { method: 'POST' });
    expect(noKey.status).toBe(401);
    expect(((await noKey.json()) as { message: string }).message).toMatch(/subscription key/);
    const unknown = await fetch(`${t.baseUrl}/simulators/paystack/bank/resolve?account_number=1&bank_code=040100`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(await unknown.json()).toEqual({ status: false, message: 'Invalid key' });
  });
});
