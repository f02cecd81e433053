import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createMoneyUser, moneyFootprint, moveClockToMidday, type MoneyTestUser } from '../testing/money-test-helpers';

let t: TestApp;
let kofi: MoneyTestUser;
let ama: MoneyTestUser;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
  kofi = await createMoneyUser(t, { firstName: 'Kofi', lastName: 'Boateng' });
  ama = await createMoneyUser(t, { firstName: 'Ama', lastName: 'Owusu', balance: 100_00n });
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.deps.db.deleteFrom('rateLimitHits').execute();
});

const preview = (who: MoneyTestUser, body: Record<string, unknown>) => who.client.post('/api/recipients/preview', body);

describe('POST /api/recipients/preview', () => {
  it('names the person behind a phone number or e-mail as MoMo does, and says when it is the first payment', async () => {
    const byPhone = await preview(ama, { recipientPhone: `0${kofi.phoneNumber.slice(4)}` });
    expect(byPhone.status, byPhone.text).toBe(200);
    expect(byPhone.body).toEqual({ displayName: 'Kofi B.', firstPayment: true });
    expect((await ama.client.post('/api/send-money', { amount: '2.00', recipientUsername: kofi.username })).status).toBe(200);
    const byEmail = await preview(ama, { recipientEmail: kofi.email.toUpperCase() });
    expect(byEmail.body).toEqual({ displayName: 'Kofi B.', firstPayment: false });
    // Only the payer's own payments count: Kofi has never paid Ama.
    expect((await preview(kofi, { recipientPhone: ama.phoneNumber })).body).toEqual({ displayName: 'Ama O.', firstPayment: true });
  });

  it('answers a number nobody has with a 404 and writes nothing', async () => {
    const before = await moneyFootprint(t);
    const res = await preview(ama, { recipientPhone: '0209999990' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No Nkabom user has this phone number yet');
    const byUsername = await preview(ama, { recipientUsername: 'nobody_here' });
    expect(byUsername.status).toBe(404);
    const send = await ama.client.post('/api/send-money', { amount: '1.00', recipientUsername: 'nobody_here' });
    expect(byUsername.body.message).toBe(send.body.message);
    expect(await moneyFootprint(t)).toEqual(before);
  });

  it('shows someone who blocked the sender exactly as a number nobody has', async () => {
    const blocker = await createMoneyUser(t, { firstName: 'Abena', lastName: 'Blocker', phoneNumber: '+233209999980' });
    expect((await blocker.client.post(`/api/users/${ama.id}/block`, {})).status).toBe(200);
    const hidden = await preview(ama, { recipientPhone: '0209999980' });
    const nobody = await preview(ama, { recipientPhone: '0209999981' });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(nobody.body);
    expect(hidden.text).not.toContain('Abena');
  });

  it('refuses bad input with a 400 and one’s own number with a clear message', async () => {
    expect((await preview(ama, {})).status).toBe(400);
    expect((await preview(ama, { recipientPhone: '12' })).body.message).toBe('Please enter a valid Ghana phone number');
    const self = await preview(ama, { recipientPhone: ama.phoneNumber });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot send money to yourself');
  });

  it('is limited like a search by a whole number: a harvest stops with a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await preview(ama, { recipientPhone: `020${String(1000000 + i)}` })).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const refused = await preview(ama, { recipientPhone: kofi.phoneNumber });
    expect(refused.status).toBe(429);
    expect(refused.text).not.toContain('Kofi');
  });

  it('needs a signed-in person', async () => {
    expect((await t.client().post('/api/recipients/preview', { recipientPhone: kofi.phoneNumber })).status).toBe(401);
  });
});
