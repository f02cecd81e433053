import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { balanceOf, createMoneyUser, moneyFootprint, moveClockToMidday, type MoneyTestUser } from '../testing/money-test-helpers';
import { dial, setWebPin, USSD_KEY, walk } from '../../ussd/testing/ussd-test-helpers';

// Block means block: whatever a blocked person tries towards the one who blocked them is answered
// exactly as the same attempt towards nobody (status, message, fields), and never reaches them.

let t: TestApp;
let blocker: MoneyTestUser;
let blocked: MoneyTestUser;

beforeAll(async () => {
  t = await startTestApp({ USSD_GATEWAY_KEY: USSD_KEY });
  moveClockToMidday(t);
  blocker = await createMoneyUser(t, { firstName: 'Abena', lastName: 'Blocker' });
  blocked = await createMoneyUser(t, { firstName: 'Kwesi', lastName: 'Pest', balance: 500_00n });
  await setWebPin(blocked.client, '4821');
  expect((await blocker.client.post(`/api/users/${blocked.id}/block`, {})).status).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

const NOBODY_ID = '00000000-0000-4000-8000-000000000000';
const local = (e164: string) => `0${e164.slice(4)}`;

/**
 * A payment's answer without what differs between any two payments (ids, times, whom it names, and
 * the fraud score, which counts the payment just before).
 */
function shapeOf(body: Record<string, unknown>) {
  const {
    id,
    displayId,
    createdAt,
    updatedAt,
    completedAt,
    heldUntil,
    recipientPhone,
    recipientEmail,
    fraudScore,
    fraudReasons,
    fraudReasonKeys,
    ...rest
  } = body;
  expect(typeof fraudScore).toBe('number');
  expect(fraudReasons).toContain('Recipient has no Nkabom account yet');
  // The reasons' keys vary with the reasons (a third payment in ten minutes adds a burst).
  expect(fraudReasonKeys).toContainEqual({ key: 'recipient_no_account', values: {} });
  return { ...rest, has: [id, displayId, createdAt, updatedAt, completedAt, heldUntil, recipientPhone, recipientEmail].map(Boolean) };
}

describe('a blocked person paying the one who blocked them', () => {
  it('by username: the same 404 as a username nobody has, and nothing is written', async () => {
    const before = await moneyFootprint(t);
    const toBlocker = await blocked.client.post('/api/send-money', { amount: '5.00', recipientUsername: blocker.username });
    const toNobody = await blocked.client.post('/api/send-money', { amount: '5.00', recipientUsername: 'nobody_has_this' });
    expect(toBlocker.status, toBlocker.text).toBe(404);
    expect(toBlocker.status).toBe(toNobody.status);
    expect(toBlocker.body.message).toBe(`No Nkabom user has the username @${blocker.username}`);
    expect({ ...toBlocker.body, message: '' }).toEqual({ ...toNobody.body, message: '' });
    expect(await moneyFootprint(t)).toEqual(before);
    expect(await balanceOf(t, blocker.id)).toBe(0n);
  });

  it.each(['phone', 'email'] as const)(
    'by %s: answered as a payment to someone without a wallet; the blocker receives nothing',
    async (field) => {
      const key = field === 'phone' ? 'recipientPhone' : 'recipientEmail';
      const toBlocker = await blocked.client.post('/api/send-money', {
        amount: '5.00',
        [key]: field === 'phone' ? blocker.phoneNumber : blocker.email,
      });
      const toNobody = await blocked.client.post('/api/send-money', {
        amount: '5.00',
        [key]: field === 'phone' ? '+233209999991' : 'nobody-at-all@example.com',
      });
      expect(toBlocker.status, toBlocker.text).toBe(200);
      expect(toBlocker.body.status).toBe('pending');
      expect(shapeOf(toBlocker.body)).toEqual(shapeOf(toNobody.body));
      expect(toBlocker.body.recipientName ?? null).toBe(toNobody.body.recipientName ?? null);
      expect(await balanceOf(t, blocker.id)).toBe(0n);
      // The blocker never hears of it, nor sees it in their list.
      const theirs = (await blocker.client.get('/api/transactions')).body as { id: number }[];
      expect(theirs.map((x) => x.id)).not.toContain(toBlocker.body.id);
    },
  );

  it('on USSD: the confirmation shows the number as without a wallet, as for nobody, and the blocker receives nothing', async () => {
    const toBlocker = await walk(dial(t, blocked.phoneNumber, 'json'), ['2', local(blocker.phoneNumber), '5']);
    const toNobody = await walk(dial(t, blocked.phoneNumber, 'json'), ['2', '0209999992', '5']);
    expect(toBlocker.message).toBe(toNobody.message.replace('+233209999992', blocker.phoneNumber));
    expect(toBlocker.message).not.toContain('Abena');
    const sent = await walk(dial(t, blocked.phoneNumber, 'json'), ['2', local(blocker.phoneNumber), '5', '4821']);
    expect(sent.message).toMatch(/is held for .* until they join Nkabom/);
    expect(await balanceOf(t, blocker.id)).toBe(0n);
  });

  it('by the QR person code: the same 404 as a code of someone who no longer exists', async () => {
    const code = (await blocker.client.get('/api/qr/generate')).body.payload as string;
    const res = await blocked.client.post('/api/qr/verify', { payload: code });
    expect(res.status, res.text).toBe(404);
    expect(res.body.message).toBe('This Nkabom user no longer exists');
  });
});

describe('a blocked person asking the one who blocked them for money', () => {
  it('a money request: the same 404 as a request to nobody, and nothing is written', async () => {
    const before = await moneyFootprint(t);
    const toBlocker = await blocked.client.post('/api/money-requests', { payerId: blocker.id, amount: '10.00' });
    const toNobody = await blocked.client.post('/api/money-requests', { payerId: NOBODY_ID, amount: '10.00' });
    expect(toBlocker.status, toBlocker.text).toBe(404);
    expect(toBlocker.status).toBe(toNobody.status);
    expect(toBlocker.body).toEqual(toNobody.body);
    expect(await moneyFootprint(t)).toEqual(before);
  });

  it('a split-bill invitation: the same 404 as inviting nobody, and nothing is written', async () => {
    const friend = await createMoneyUser(t);
    const participant = (u: MoneyTestUser) => ({ userId: u.id, name: u.name, email: u.email });
    const before = await moneyFootprint(t);
    const bill = (other: Record<string, unknown>) =>
      blocked.client.post('/api/split-bills', { description: 'Lunch', totalAmount: '30.00', participants: [participant(friend), other] });
    const withBlocker = await bill(participant(blocker));
    const withNobody = await bill({ userId: NOBODY_ID, name: 'Nobody', email: 'x@example.com' });
    expect(withBlocker.status, withBlocker.text).toBe(404);
    expect(withBlocker.body).toEqual(withNobody.body);
    expect(await moneyFootprint(t)).toEqual(before);
  });
});
