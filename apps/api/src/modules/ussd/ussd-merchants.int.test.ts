import { auditLedger } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { balanceOf, createMoneyUser, moveClockToMidday, type MoneyTestUser } from '../money/testing/money-test-helpers';
import { dial, setWebPin, USSD_KEY, walk, type UssdReply } from './testing/ussd-test-helpers';

// 8 Pay merchant over POST /ussd (Africa's Talking's form post) against the real database: the shop
// is opened through the API (POST /api/merchants), its takings read back through the API. Every
// reply's length (≤ 182) is checked by postUssd.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ USSD_GATEWAY_KEY: USSD_KEY });
  moveClockToMidday(t);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const PIN = '4821';
/** Merchant IDs are drawn from 100000–999999: one with a leading zero is never issued. */
const UNKNOWN_ID = '012345';
const CONFIRM_PROMPT = 'Enter your USSD PIN to confirm, or 0 to cancel:';

async function personWithPin(balance = 100_00n, tier?: 'medium'): Promise<MoneyTestUser> {
  const user = await createMoneyUser(t, { balance, tier });
  await setWebPin(user.client, PIN);
  return user;
}

async function openShop(owner: MoneyTestUser, businessName = 'Auntie Ama Chop Bar', city = 'Accra') {
  const res = await owner.client.post('/api/merchants', { businessName, categoryCode: '5812', city });
  expect(res.status, res.text).toBe(200);
  return res.body as { merchantId: string; businessName: string };
}

async function takingsOf(owner: MoneyTestUser): Promise<{ id: string; amount: string; payerName: string }[]> {
  const res = await owner.client.get('/api/merchants/me/payments');
  expect(res.status, res.text).toBe(200);
  return res.body;
}

function noticesTo(owner: MoneyTestUser, businessName: string) {
  return t.notifier.outbox.filter((m) => m.to === owner.email && m.text.startsWith(`${businessName}: received`));
}

function expectPaid(reply: UssdReply, amount: string, businessName: string, balance: string) {
  expect(reply.continueSession).toBe(false);
  expect(reply.message).toMatch(
    new RegExp(
      `^Paid GHS ${amount.replace('.', '\\.')} to ${businessName}\\. Ref [0-9a-f-]{36}\\. Balance: GHS ${balance.replace('.', '\\.')}\\.$`,
    ),
  );
}

describe('USSD 8 Pay merchant', () => {
  it('the main menu offers it: the ID, the business to confirm, the amount, the PIN; paid at once, the merchant told', async () => {
    const owner = await createMoneyUser(t);
    const shop = await openShop(owner);
    const kwame = await personWithPin();
    const session = dial(t, kwame.phoneNumber, 'form');
    expect((await session.open()).message).toMatch(/\n7 Pay bill\n8 Pay merchant\n9 Report a problem\n10 Language\n0 Exit$/);
    expect((await session.reply('8')).message).toBe('Pay merchant\nEnter the 6-digit merchant ID:');
    expect((await session.reply('12345')).message).toBe('A merchant ID is 6 digits. Enter the 6-digit merchant ID:');
    expect((await session.reply(shop.merchantId)).message).toBe(
      `Merchant ${shop.merchantId}\nAuntie Ama Chop Bar, Accra\n1 Confirm\n2 Cancel`,
    );
    expect((await session.reply('3')).message).toBe('Invalid choice. Pay Auntie Ama Chop Bar?\n1 Confirm\n2 Cancel');
    expect((await session.reply('1')).message).toBe('Pay Auntie Ama Chop Bar\nEnter the amount in GHS:');
    expect((await session.reply('abc')).message).toBe('Invalid amount. Enter the amount in GHS:');
    expect((await session.reply('12.50')).message).toBe(
      `Pay GHS 12.50 to Auntie Ama Chop Bar (merchant ${shop.merchantId})\n${CONFIRM_PROMPT}`,
    );
    const paid = await session.reply(PIN);
    expectPaid(paid, '12.50', 'Auntie Ama Chop Bar', '87.50');

    expect(await balanceOf(t, kwame.id)).toBe(87_50n);
    expect(await balanceOf(t, owner.id)).toBe(12_50n);
    const takings = await takingsOf(owner);
    expect(takings).toHaveLength(1);
    expect(takings[0]).toMatchObject({ amount: '12.50', payerName: kwame.name });
    // The END screen's reference is the payment's (its receipt's) id.
    expect(paid.message).toContain(`Ref ${takings[0]!.id}.`);
    expect(noticesTo(owner, 'Auntie Ama Chop Bar').map((m) => m.text)).toEqual([
      `Auntie Ama Chop Bar: received ₵12.50 from ${kwame.name}.`,
    ]);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('2 Cancel at the name, or 0 at the PIN: nothing moves', async () => {
    const owner = await createMoneyUser(t);
    const shop = await openShop(owner);
    const yaa = await personWithPin();
    const atName = await walk(dial(t, yaa.phoneNumber, 'form'), ['8', shop.merchantId, '2']);
    expect(atName).toMatchObject({ continueSession: false, message: 'Payment cancelled. Nothing was paid.' });
    const atPin = await walk(dial(t, yaa.phoneNumber, 'form'), ['8', shop.merchantId, '1', '20', '0']);
    expect(atPin).toMatchObject({ continueSession: false, message: 'Payment cancelled. Nothing was paid.' });
    expect(await balanceOf(t, yaa.id)).toBe(100_00n);
    expect(await balanceOf(t, owner.id)).toBe(0n);
    expect(await takingsOf(owner)).toEqual([]);
  });

  it('a wrong PIN pays nothing and counts towards the lock', async () => {
    const owner = await createMoneyUser(t);
    const shop = await openShop(owner);
    const abena = await personWithPin();
    const wrong = await walk(dial(t, abena.phoneNumber, 'form'), ['8', shop.merchantId, '1', '30', '0000']);
    expect(wrong.continueSession).toBe(false);
    expect(wrong.message).toMatch(/^Wrong PIN\. 2 tries left/);
    expect(await balanceOf(t, abena.id)).toBe(100_00n);
    expect(await takingsOf(owner)).toEqual([]);
    expect(noticesTo(owner, 'Auntie Ama Chop Bar')).toEqual([]);
  });

  it('an unknown ID is asked again in plain words; the right one then goes on', async () => {
    const owner = await createMoneyUser(t);
    const shop = await openShop(owner, 'Kofi Phones', 'Kumasi');
    const esi = await personWithPin();
    const session = dial(t, esi.phoneNumber, 'form');
    await walk(session, ['8']);
    const unknown = await session.reply(UNKNOWN_ID);
    expect(unknown).toMatchObject({ continueSession: true, message: 'No merchant with this ID. Enter the 6-digit merchant ID:' });
    expect((await session.reply(shop.merchantId)).message).toBe(`Merchant ${shop.merchantId}\nKofi Phones, Kumasi\n1 Confirm\n2 Cancel`);
    await session.reply('1');
    await session.reply('5');
    expectPaid(await session.reply(PIN), '5.00', 'Kofi Phones', '95.00');
    expect(await balanceOf(t, owner.id)).toBe(5_00n);
  });

  it("one's own business is refused, and nothing moves", async () => {
    const owner = await personWithPin();
    const shop = await openShop(owner, 'Own Shop', 'Tema');
    const session = dial(t, owner.phoneNumber, 'form');
    const own = await walk(session, ['8', shop.merchantId]);
    expect(own).toMatchObject({ continueSession: true, message: 'You cannot pay your own business. Enter the 6-digit merchant ID:' });
    expect(await balanceOf(t, owner.id)).toBe(100_00n);
    expect(await takingsOf(owner)).toEqual([]);
  });

  it('more than the wallet holds: refused in plain words, nothing moves', async () => {
    const owner = await createMoneyUser(t);
    const shop = await openShop(owner);
    const kojo = await personWithPin(10_00n);
    const answer = await walk(dial(t, kojo.phoneNumber, 'form'), ['8', shop.merchantId, '1', '50', PIN]);
    expect(answer).toMatchObject({ continueSession: false, message: 'Amount exceeds wallet balance' });
    expect(await balanceOf(t, kojo.id)).toBe(10_00n);
    expect(await takingsOf(owner)).toEqual([]);
  });

  it("a replayed confirming hop (the aggregator's retry, even racing the original) pays once and tells the merchant once", async () => {
    const owner = await createMoneyUser(t);
    const shop = await openShop(owner, 'Efua Fabrics', 'Cape Coast');
    const efua = await personWithPin();
    const session = dial(t, efua.phoneNumber, 'form');
    await walk(session, ['8', shop.merchantId, '1', '25']);
    const [a, b] = await Promise.all([session.reply(PIN), session.resend()]);
    const c = await session.resend();
    expectPaid(a, '25.00', 'Efua Fabrics', '75.00');
    expect(b.message).toBe(a.message);
    expect(c.message).toBe(a.message);
    expect(await balanceOf(t, efua.id)).toBe(75_00n);
    expect(await balanceOf(t, owner.id)).toBe(25_00n);
    expect(await takingsOf(owner)).toHaveLength(1);
    expect(noticesTo(owner, 'Efua Fabrics')).toHaveLength(1);
  });

  it('every screen fits 182 characters with the longest business name, city and amounts', async () => {
    const owner = await createMoneyUser(t);
    const longest = 'Auntie Ama Chop Bar Accra';
    expect(longest).toHaveLength(25);
    const shop = await openShop(owner, longest, 'Ashaiman Market');
    const afia = await personWithPin(6_000_00n, 'medium');
    const self = await personWithPin();
    const selfShop = await openShop(self, 'Self Service Shop', 'Ho');

    const screens: UssdReply[] = [];
    const refused = dial(t, afia.phoneNumber, 'form');
    screens.push(await walk(refused, ['8']));
    for (const input of ['1', UNKNOWN_ID, shop.merchantId, '9', '1', 'x', '25000.01', '25000', '0'])
      screens.push(await refused.reply(input));
    expect(screens[5]!.message).toBe(`Pay ${longest}\nEnter the amount in GHS:`);
    expect(screens[7]!.message).toBe('Amount cannot exceed GHS 25,000.00 per transaction. Enter the amount in GHS:');
    expect(screens[8]!.message).toBe(`Pay GHS 25000.00 to ${longest} (merchant ${shop.merchantId})\n${CONFIRM_PROMPT}`);
    expect(screens[9]!.message).toBe('Payment cancelled. Nothing was paid.');
    screens.push(await walk(dial(t, self.phoneNumber, 'form'), ['8', selfShop.merchantId]));

    const paying = dial(t, afia.phoneNumber, 'form');
    screens.push(await walk(paying, ['8', shop.merchantId]));
    expect(screens.at(-1)!.message).toBe(`Merchant ${shop.merchantId}\n${longest}, Ashaiman Market\n1 Confirm\n2 Cancel`);
    for (const input of ['1', '5000', PIN]) screens.push(await paying.reply(input));
    expectPaid(screens.at(-1)!, '5000.00', longest, '1000.00');
    // postUssd checks each length; these check nothing was cut to get there.
    for (const screen of screens) expect(screen.message.length).toBeLessThanOrEqual(182);
  });
});
