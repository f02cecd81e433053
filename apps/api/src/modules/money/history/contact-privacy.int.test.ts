import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createMoneyUser, type MoneyTestUser } from '../testing/money-test-helpers';

/** Finding 3.10: paying ₵0.01 to any username returned the recipient's phone and e-mail. */
let t: TestApp;
let attacker: MoneyTestUser;
let kofi: MoneyTestUser;
beforeAll(async () => {
  t = await startTestApp();
  attacker = await createMoneyUser(t, { balance: 10_00n });
  kofi = await createMoneyUser(t, {
    firstName: 'Kofi',
    lastName: 'Private',
    phoneNumber: '+233241777001',
    email: 'kofi.private@example.com',
  });
});
afterAll(async () => {
  await t.close();
});

const reveals = (text: string) =>
  text.includes('+233241777001') || text.includes('0241777001') || text.includes('kofi.private@example.com');

describe('paying someone never reveals their phone or e-mail', () => {
  it('₵0.01 by username: the answer, the history, the transaction, search and contacts show masked forms at most', async () => {
    const paid = await attacker.client.post('/api/send-money', { amount: '0.01', recipientUsername: kofi.username });
    expect(paid.status, paid.text).toBe(200);
    expect(reveals(paid.text)).toBe(false);
    for (const path of [
      '/api/transactions',
      `/api/transactions/${paid.body.id}`,
      `/api/search/users?q=${encodeURIComponent('Kofi Private')}`,
      '/api/contacts/frequent',
      `/api/users/${kofi.id}`,
    ]) {
      const res = await attacker.client.get(path);
      expect(res.status, `${path}: ${res.text}`).toBe(200);
      expect(reveals(res.text), path).toBe(false);
    }
    const found = (await attacker.client.get(`/api/search/users?q=${encodeURIComponent('Kofi Private')}`)).body[0];
    expect(found).toMatchObject({ phoneNumber: null, email: null, phoneHint: '024 ••• ••01', emailHint: 'k•••@example.com' });
  });

  it('paying by the phone or e-mail the sender typed still works, and the history shows it masked', async () => {
    const byPhone = await attacker.client.post('/api/send-money', { amount: '0.02', recipientPhone: '0241777001' });
    expect(byPhone.body).toMatchObject({ status: 'completed', recipientId: kofi.id, recipientPhone: '024 ••• ••01' });
    const byEmail = await attacker.client.post('/api/send-money', { amount: '0.03', recipientEmail: 'kofi.private@example.com' });
    expect(byEmail.body).toMatchObject({ status: 'completed', recipientId: kofi.id, recipientEmail: 'k•••@example.com' });
  });

  it('the recipient still sees their own details on payments to them; a held payment shows its sender what they typed', async () => {
    const mine = (await kofi.client.get('/api/transactions')).body as { recipientPhone: string | null }[];
    expect(mine.some((tx) => tx.recipientPhone === '+233241777001')).toBe(true);
    const held = await attacker.client.post('/api/send-money', { amount: '0.04', recipientPhone: '0241777999' });
    expect(held.body).toMatchObject({ status: 'pending', recipientId: null, recipientPhone: '+233241777999' });
  });

  it('the signed-in person sees their own phone and e-mail in full', async () => {
    expect((await kofi.client.get('/api/auth/user')).body).toMatchObject({
      phoneNumber: '+233241777001',
      email: 'kofi.private@example.com',
    });
  });
});
