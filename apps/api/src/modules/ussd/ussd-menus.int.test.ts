import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import { startTestApp, type TestApp } from '../../testing/test-app';
import {
  balanceOf,
  countRows,
  createMoneyUser,
  moveClockToMidday,
  reportUser,
  type MoneyTestUser,
} from '../money/testing/money-test-helpers';
import { dial, setWebPin, USSD_KEY, walk, type WireFormat } from './testing/ussd-test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ USSD_GATEWAY_KEY: USSD_KEY });
  moveClockToMidday(t);
});

afterAll(async () => {
  await t?.close();
});

const local = (e164: string) => `0${e164.slice(4)}`;

async function personWithPin(balance = 100_00n, pin = '4821'): Promise<MoneyTestUser> {
  const user = await createMoneyUser(t, { balance });
  await setWebPin(user.client, pin);
  return user;
}

describe.each<WireFormat>(['form', 'json'])('USSD menus (%s)', (format) => {
  it('shows the main menu to a registered person with a PIN, and 0 exits', async () => {
    const ama = await personWithPin();
    const session = dial(t, ama.phoneNumber, format);
    const opening = await session.open();
    expect(opening).toMatchObject({ status: 200, continueSession: true });
    expect(opening.message).toBe(
      'Nkabom\n1 Check balance\n2 Send money\n3 Money requests\n4 Mini statement\n5 Change PIN\n6 Airtime\n7 Pay bill\n8 Pay merchant\n9 Report a problem\n10 Language\n0 Exit',
    );
    const invalid = await session.reply('99');
    expect(invalid.message).toMatch(/^Invalid choice\.\nNkabom/);
    const exit = await session.reply('0');
    expect(exit).toMatchObject({ continueSession: false, message: 'Thank you for using Nkabom.' });
  });

  it('1 Check balance: after the PIN, the wallet balance', async () => {
    const ama = await personWithPin(123_45n);
    const answer = await walk(dial(t, ama.phoneNumber, format), ['1', '4821']);
    expect(answer).toMatchObject({ continueSession: false, message: 'Your Nkabom balance is GHS 123.45.' });
  });

  it('several replies in one request (a shortcut dial) run in turn', async () => {
    const ama = await personWithPin(50_00n);
    const session = dial(t, ama.phoneNumber, format);
    await session.open();
    const answer = await session.reply('1*4821');
    expect(answer).toMatchObject({ continueSession: false, message: 'Your Nkabom balance is GHS 50.00.' });
  });

  it('2 Send money: phone, amount, the name and fee, the PIN; the money moves once and the recipient sees it', async () => {
    const kofi = await personWithPin();
    const esi = await createMoneyUser(t, { firstName: 'Esi', lastName: 'Boateng' });
    const session = dial(t, kofi.phoneNumber, format);
    await walk(session, ['2']);
    expect((await session.reply('12345')).message).toBe("Invalid phone number. Enter the recipient's phone number:");
    expect((await session.reply(local(esi.phoneNumber))).message).toBe('Enter the amount in GHS:');
    expect((await session.reply('abc')).message).toBe('Invalid amount. Enter the amount in GHS:');
    const confirm = await session.reply('25.50');
    expect(confirm.message).toBe(`Send GHS 25.50 to ${esi.name}\nFee: GHS 0.00\nEnter your USSD PIN to confirm, or 0 to cancel:`);
    const sent = await session.reply('4821');
    expect(sent.continueSession).toBe(false);
    expect(sent.message).toMatch(new RegExp(`^Sent GHS 25\\.50 to ${esi.name}\\. Ref GHP\\d{8}\\. Balance: GHS 74\\.50\\.$`));
    expect(await balanceOf(t, esi.id)).toBe(25_50n);
    const history = await esi.client.get('/api/transactions');
    expect(history.body[0]).toMatchObject({ amount: '25.50', senderName: kofi.name, status: 'completed' });
  });

  it('2 Send money: 0 at the confirmation cancels and nothing moves', async () => {
    const kofi = await personWithPin();
    const esi = await createMoneyUser(t);
    const answer = await walk(dial(t, kofi.phoneNumber, format), ['2', local(esi.phoneNumber), '10', '0']);
    expect(answer).toMatchObject({ continueSession: false, message: 'Payment cancelled. Nothing was sent.' });
    expect(await balanceOf(t, kofi.id)).toBe(100_00n);
  });

  it('2 Send money to a number without a wallet: held until they join', async () => {
    const kofi = await personWithPin();
    const answer = await walk(dial(t, kofi.phoneNumber, format), ['2', '0551234567', '5']);
    expect(answer.message).toMatch(/^Send GHS 5\.00 to \+233551234567 \(no wallet yet/);
    const held = await dial(t, kofi.phoneNumber, format);
    const sent = await walk(held, ['2', '0551234567', '5', '4821']);
    expect(sent.message).toMatch(/^GHS 5\.00 is held for \+233551234567 until they join Nkabom/);
    expect(await balanceOf(t, kofi.id)).toBe(95_00n);
  });

  it('2 Send money more than the wallet holds: refused, nothing moves', async () => {
    const kofi = await personWithPin(10_00n);
    const esi = await createMoneyUser(t);
    const answer = await walk(dial(t, kofi.phoneNumber, format), ['2', local(esi.phoneNumber), '50', '4821']);
    expect(answer.continueSession).toBe(false);
    expect(answer.message).toMatch(/insufficient/i);
    expect(await balanceOf(t, kofi.id)).toBe(10_00n);
  });

  it('2 Send money past the daily limit of the sender’s tier: refused with what is left, nothing moves', async () => {
    const kofi = await personWithPin(4_000_00n);
    const payee = await createMoneyUser(t, { tier: 'enhanced' });
    expect((await kofi.client.post('/api/send-money', { amount: '2990.00', recipientUsername: payee.username })).status).toBe(200);
    const esi = await createMoneyUser(t);
    const answer = await walk(dial(t, kofi.phoneNumber, format), ['2', local(esi.phoneNumber), '20', '4821']);
    expect(answer.continueSession).toBe(false);
    expect(answer.message).toMatch(/daily limit of (₵|GHS ?)3,000\.00/);
    expect(answer.message).toMatch(/(₵|GHS ?)10\.00 more today/);
    expect(await balanceOf(t, kofi.id)).toBe(1_010_00n);
    expect(await balanceOf(t, esi.id)).toBe(0n);
  });

  it('3 Money requests: approve pays the requester, reject pays nothing', async () => {
    const payer = await personWithPin();
    const requester = await createMoneyUser(t, { firstName: 'Yaw', lastName: 'Asante' });
    for (const amount of ['15.00', '7.00']) {
      const asked = await requester.client.post('/api/money-requests', { payerId: payer.id, amount, message: 'lunch' });
      expect(asked.status, asked.text).toBe(200);
    }
    const list = await walk(dial(t, payer.phoneNumber, format), ['3']);
    expect(list.message).toBe('Money requests\n1 Yaw Asante GHS 7.00\n2 Yaw Asante GHS 15.00');
    const approve = dial(t, payer.phoneNumber, format);
    expect((await walk(approve, ['3', '2'])).message).toBe('Yaw Asante asks GHS 15.00 "lunch"\n1 Approve\n2 Reject');
    const paid = await walk(approve, [])
      .then(() => approve.reply('1'))
      .then(() => approve.reply('4821'));
    expect(paid.message).toMatch(/^Payment of GHS 15\.00 sent to Yaw Asante\. Balance: GHS 85\.00\.$/);
    expect(await balanceOf(t, requester.id)).toBe(15_00n);
    const reject = await walk(dial(t, payer.phoneNumber, format), ['3', '1', '2', '4821']);
    expect(reject.message).toBe('Request rejected. Nothing was paid.');
    expect(await balanceOf(t, payer.id)).toBe(85_00n);
    const none = await walk(dial(t, payer.phoneNumber, format), ['3']);
    expect(none).toMatchObject({ continueSession: false, message: 'You have no pending money requests.' });
  });

  it('3 Money requests: a long list is paged with 98 More', async () => {
    const payer = await personWithPin();
    const requester = await createMoneyUser(t, { firstName: 'Abena', lastName: 'Owusu-Ansah' });
    for (let i = 1; i <= 8; i++) await requester.client.post('/api/money-requests', { payerId: payer.id, amount: `${i}.00` });
    const session = dial(t, payer.phoneNumber, format);
    const first = await walk(session, ['3']);
    expect(first.message).toMatch(/\n98 More$/);
    const second = await session.reply('98');
    expect(second.continueSession).toBe(true);
    expect(second.message).not.toBe(first.message);
    expect(second.message).toContain('GHS 1.00');
  });

  it('4 Mini statement: the last 5 transactions after the PIN', async () => {
    const kofi = await personWithPin();
    const esi = await createMoneyUser(t, { firstName: 'Esi', lastName: 'Mensah' });
    for (const amount of ['1.00', '2.00', '3.00', '4.00', '5.00', '6.00'])
      await kofi.client.post('/api/send-money', { amount, recipientUsername: esi.username });
    const session = dial(t, kofi.phoneNumber, format);
    let page = await walk(session, ['4', '4821']);
    const pages = [page.message];
    while (page.continueSession) {
      page = await session.reply('98');
      pages.push(page.message);
    }
    const statement = pages.join('\n');
    expect(statement).toMatch(/^Mini statement\n/);
    for (const amount of ['2.00', '3.00', '4.00', '5.00', '6.00']) expect(statement).toContain(`-GHS ${amount} Esi Mensah`);
    expect(statement).not.toContain('GHS 1.00');
  });

  it('5 Change PIN: the old PIN, the new one twice; the old one stops working', async () => {
    const ama = await personWithPin();
    const changed = await walk(dial(t, ama.phoneNumber, format), ['5', '4821', '1357', '1357']);
    expect(changed).toMatchObject({ continueSession: false, message: 'Your USSD PIN has been changed.' });
    const old = await walk(dial(t, ama.phoneNumber, format), ['1', '4821']);
    expect(old.message).toMatch(/^Wrong PIN\. 2 tries left/);
    const fresh = await walk(dial(t, ama.phoneNumber, format), ['1', '1357']);
    expect(fresh.message).toBe('Your Nkabom balance is GHS 100.00.');
    const mismatch = await walk(dial(t, ama.phoneNumber, format), ['5', '1357', '2468', '8642']);
    expect(mismatch.message).toBe('The PINs did not match. Dial *920*00# to try again.');
  });

  it('a first-time dialler sets a PIN with the code sent by SMS, then uses it', async () => {
    const yaa = await createMoneyUser(t);
    const session = dial(t, yaa.phoneNumber, format);
    const opening = await session.open();
    expect(opening.message).toBe('Welcome to Nkabom. To set your USSD PIN, enter the 6-digit code we sent you by SMS:');
    const sms = t.notifier.lastTo(yaa.phoneNumber);
    const code = /(\d{6})/.exec(sms?.text ?? '')?.[1];
    expect(code).toBeDefined();
    expect((await session.reply('000000' === code ? '111111' : '000000')).message).toBe(
      'Wrong code. Enter the 6-digit code we sent you by SMS:',
    );
    expect((await session.reply(code!)).message).toBe('Choose a 4-digit USSD PIN:');
    expect((await session.reply('12')).message).toBe('Your PIN must be 4 digits. Choose a 4-digit USSD PIN:');
    expect((await session.reply('9090')).message).toBe('Enter the same PIN again to confirm:');
    const menu = await session.reply('9090');
    expect(menu.message).toMatch(/^PIN set\.\nNkabom\n1 Check balance/);
    expect((await session.reply('1')).continueSession).toBe(true);
    expect((await session.reply('9090')).message).toBe('Your Nkabom balance is GHS 0.00.');
    expect((await yaa.client.get('/api/ussd/pin')).body).toEqual({ hasPin: true, locked: false });
  });

  it('3 wrong PINs lock USSD money actions until the PIN is set again in the web app', async () => {
    const ama = await personWithPin();
    const esi = await createMoneyUser(t);
    expect((await walk(dial(t, ama.phoneNumber, format), ['1', '0000'])).message).toMatch(/^Wrong PIN\. 2 tries left/);
    expect((await walk(dial(t, ama.phoneNumber, format), ['2', local(esi.phoneNumber), '5', '1111'])).message).toMatch(
      /^Wrong PIN\. 1 try left/,
    );
    const third = await walk(dial(t, ama.phoneNumber, format), ['4', '2222']);
    expect(third.message).toMatch(/^Your USSD PIN is locked after 3 wrong tries/);
    // Even the right PIN does nothing now; the menu refuses money actions at once.
    const refused = await walk(dial(t, ama.phoneNumber, format), ['2']);
    expect(refused).toMatchObject({ continueSession: false });
    expect(refused.message).toMatch(/locked/);
    expect(await balanceOf(t, ama.id)).toBe(100_00n);
    expect((await ama.client.get('/api/ussd/pin')).body).toEqual({ hasPin: true, locked: true });
    await setWebPin(ama.client, '5555');
    expect((await ama.client.get('/api/ussd/pin')).body).toEqual({ hasPin: true, locked: false });
    expect((await walk(dial(t, ama.phoneNumber, format), ['1', '5555'])).message).toBe('Your Nkabom balance is GHS 100.00.');
  });

  it('an unregistered number learns how to join, and what is waiting for it', async () => {
    const stranger = format === 'form' ? '+233241110001' : '+233241110002';
    const none = await dial(t, stranger, format).open();
    expect(none).toMatchObject({
      continueSession: false,
      message: 'This number has no Nkabom wallet. Sign up free in the Nkabom app with this number.',
    });
    const kofi = await createMoneyUser(t, { balance: 100_00n });
    const sent = await kofi.client.post('/api/send-money', { amount: '12.00', recipientPhone: stranger });
    expect(sent.body.status).toBe('pending');
    const waiting = await dial(t, stranger, format).open();
    expect(waiting.message).toMatch(/GHS 12\.00 \(1 payment\) is waiting for you: sign up within 14 days to receive it\.$/);
  });

  it('a payment the fraud scoring blocks ends the session with a clear message and moves nothing', async () => {
    const kofi = await personWithPin();
    const mule = await createMoneyUser(t, { firstName: 'Mule', lastName: 'Account' });
    await reportUser(t, mule.id, 3);
    const answer = await walk(dial(t, kofi.phoneNumber, format), ['2', local(mule.phoneNumber), '40', '4821']);
    expect(answer.continueSession).toBe(false);
    expect(answer.message).toMatch(
      /^Payment of GHS 40\.00 stopped for your safety: it looks unusual\. Open the Nkabom app to proceed or cancel it\./,
    );
    expect(await balanceOf(t, kofi.id)).toBe(100_00n);
    const alerts = await kofi.client.get('/api/fraud-alerts');
    expect(alerts.body[0]).toMatchObject({ alertType: 'HIGH_RISK_TRANSACTION', transactionAmount: '40.00' });
  });

  it('a session past the aggregator window (180 s) is over', async () => {
    const ama = await personWithPin();
    const session = dial(t, ama.phoneNumber, format);
    await walk(session, ['2']);
    t.advanceClock(181_000);
    const late = await session.reply('0241234567');
    expect(late).toMatchObject({ continueSession: false, message: 'Your session timed out. Dial *920*00# again.' });
  });

  it('a replayed aggregator post answers the same screen and pays once, even when the copies race', async () => {
    const kofi = await personWithPin();
    const esi = await createMoneyUser(t);
    const session = dial(t, kofi.phoneNumber, format);
    await walk(session, ['2', local(esi.phoneNumber), '10']);
    const transactions = await countRows(t, 'transactions');
    const [a, b] = await Promise.all([session.reply('4821'), session.resend()]);
    const c = await session.resend();
    expect(a.message).toMatch(/^Sent GHS 10\.00/);
    expect(b.message).toBe(a.message);
    expect(c.message).toBe(a.message);
    expect(await countRows(t, 'transactions')).toBe(transactions + 1);
    expect(await balanceOf(t, esi.id)).toBe(10_00n);
    expect(await balanceOf(t, kofi.id)).toBe(90_00n);
  });
});

describe('USSD PIN storage', () => {
  it('keeps only a peppered hash, also of a new PIN waiting for its confirmation; an older unpeppered hash is replaced on first use', async () => {
    const ama = await personWithPin(100_00n, '4821');
    const stored = await t.deps.db.selectFrom('ussdPins').select('pinHash').where('userId', '=', ama.id).executeTakeFirstOrThrow();
    expect(stored.pinHash).toMatch(/^pepper1:\$argon2id\$/);

    const session = dial(t, ama.phoneNumber, 'form');
    await walk(session, ['5', '4821', '1357']);
    const waiting = await t.deps.db
      .selectFrom('ussdSessions')
      .select('state')
      .where('phoneNumber', '=', ama.phoneNumber)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(waiting.state)).toMatch(/"pinHash":"pepper1:\$argon2id\$/);
    expect(JSON.stringify(waiting.state)).not.toContain('1357');

    // A PIN set before peppering (OWASP cost, no secret) still opens the menu, and is then stored peppered.
    const old = await hash('2468', { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await t.deps.db.updateTable('ussdPins').set({ pinHash: old }).where('userId', '=', ama.id).execute();
    expect((await walk(dial(t, ama.phoneNumber, 'form'), ['1', '2468'])).message).toBe('Your Nkabom balance is GHS 100.00.');
    const upgraded = await t.deps.db.selectFrom('ussdPins').select('pinHash').where('userId', '=', ama.id).executeTakeFirstOrThrow();
    expect(upgraded.pinHash).toMatch(/^pepper1:/);
    expect((await walk(dial(t, ama.phoneNumber, 'form'), ['1', '2468'])).message).toBe('Your Nkabom balance is GHS 100.00.');
  });
});
