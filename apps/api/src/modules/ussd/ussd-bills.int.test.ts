import { auditLedger } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlePendingCallbackChecks } from '../../gateways/provider-callbacks-gateway';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { runBillPaymentStep } from '../money';
import { balanceOf, createMoneyUser, moveClockToMidday, type MoneyTestUser } from '../money/testing/money-test-helpers';
import { dial, setWebPin, USSD_KEY, walk, type UssdReply } from './testing/ussd-test-helpers';

// 6 Airtime and 7 Pay bill over POST /ussd (Africa's Talking's form post) against the real database
// and the demo's bills aggregator simulator (Hubtel's Commission Services over HTTP). Every reply's
// length (≤ 182) is checked by postUssd; the simulator names a number's holder the same way every
// time and knows no number starting 99 (hubtel-commission-simulator.ts).

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ USSD_GATEWAY_KEY: USSD_KEY });
  moveClockToMidday(t);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const PIN = '4821';

/** Money users' numbers are +23350… (Telecel). */
async function personWithPin(balance = 100_00n, tier?: 'medium'): Promise<MoneyTestUser> {
  const user = await createMoneyUser(t, { balance, tier });
  await setWebPin(user.client, PIN);
  return user;
}

function billPaymentsOf(userId: string) {
  return t.deps.db
    .selectFrom('billPayments')
    .select(['id', 'billerId', 'customerNumber', 'customerName', 'amountPesewas', 'status'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

/** Runs the payment's steps as the job queue would (the test app has no queue) until it is final. */
async function settle(user: MoneyTestUser, id: string): Promise<{ status: string }> {
  for (let i = 0; i < 20; i++) {
    await runBillPaymentStep({ ...t.deps, billRail: t.deps.billRail! }, id);
    await new Promise((r) => setTimeout(r, 60));
    await settlePendingCallbackChecks();
    const res = await user.client.get(`/api/bill-payments/${id}`);
    if (res.body.status !== 'processing') return res.body;
    t.advanceClock(60_000);
  }
  return (await user.client.get(`/api/bill-payments/${id}`)).body;
}

function expectProcessing(reply: UssdReply) {
  expect(reply.continueSession).toBe(false);
  expect(reply.message).toMatch(
    / is processing\. (We will send you an SMS when it is done|Your SMS alerts are off: see the result in the Nkabom app)\.$/,
  );
}

describe('USSD 6 Airtime', () => {
  it('my number: the network from its prefix, the amount, the PIN; paid once, then an SMS', async () => {
    const ama = await personWithPin();
    const own = `0${ama.phoneNumber.slice(4)}`;
    expect((await ama.client.patch('/api/preferences', { notifications: { sms: true } })).status).toBe(200);
    const session = dial(t, ama.phoneNumber, 'form');
    expect((await walk(session, ['6'])).message).toBe('Airtime\n1 My number\n2 Other number');
    expect((await session.reply('1')).message).toBe(`Telecel airtime for ${own}\nEnter the amount in GHS (1.00 to 100.00):`);
    expect((await session.reply('0.50')).message).toBe(
      'Telecel airtime takes GHS 1.00 to GHS 100.00. Enter the amount in GHS (1.00 to 100.00):',
    );
    expect((await session.reply('5')).message).toBe(
      `Buy GHS 5.00 Telecel airtime for ${own}\nEnter your USSD PIN to confirm, or 0 to cancel:`,
    );
    const paid = await session.reply(PIN);
    expect(paid.message).toBe(`GHS 5.00 Telecel airtime for ${own} is processing. We will send you an SMS when it is done.`);
    expect(await balanceOf(t, ama.id)).toBe(95_00n);

    const [payment] = await billPaymentsOf(ama.id);
    expect(payment).toMatchObject({ billerId: 'telecel-airtime', customerNumber: own, amountPesewas: '500', status: 'processing' });
    expect((await settle(ama, payment!.id)).status).toBe('completed');
    expect(t.notifier.lastTo(ama.phoneNumber)?.text).toBe(`Paid ₵5.00 to Telecel airtime for ${own}.`);
    expect(await balanceOf(t, ama.id)).toBe(95_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it("another network's number: its own airtime biller (MTN, AirtelTigo); a bad number is asked again", async () => {
    const kofi = await personWithPin();
    const mtn = await walk(dial(t, kofi.phoneNumber, 'form'), ['6', '2']);
    expect(mtn.message).toBe('Enter the phone number to top up:');
    const session = dial(t, kofi.phoneNumber, 'form');
    await walk(session, ['6', '2']);
    expect((await session.reply('0301234567')).message).toBe('Invalid phone number. Enter the phone number to top up:');
    expect((await session.reply('+233 24 555 0101')).message).toBe('MTN airtime for 0245550101\nEnter the amount in GHS (1.00 to 100.00):');
    expect((await session.reply('12.50')).message).toMatch(/^Buy GHS 12\.50 MTN airtime for 0245550101\n/);
    expectProcessing(await session.reply(PIN));

    const tigo = await walk(dial(t, kofi.phoneNumber, 'form'), ['6', '2', '0271234567', '3', PIN]);
    expect(tigo.message).toMatch(/^GHS 3\.00 AirtelTigo airtime for 0271234567 is processing\./);

    const payments = await billPaymentsOf(kofi.id);
    expect(payments.map((p) => [p.billerId, p.customerNumber, p.amountPesewas])).toEqual([
      ['mtn-airtime', '0245550101', '1250'],
      ['airteltigo-airtime', '0271234567', '300'],
    ]);
    expect(await balanceOf(t, kofi.id)).toBe(84_50n);
    for (const p of payments) expect((await settle(kofi, p.id)).status).toBe('completed');
  });
});

describe('USSD 7 Pay bill', () => {
  it("the biller, the number, the holder's name from the biller to confirm, the amount, the PIN", async () => {
    const esi = await personWithPin(200_00n);
    const session = dial(t, esi.phoneNumber, 'form');
    expect((await walk(session, ['7'])).message).toBe(
      'Pay bill\n1 ECG prepaid\n2 ECG postpaid\n3 Ghana Water\n4 DStv\n5 GOtv\n6 StarTimes',
    );
    expect((await session.reply('9')).message).toMatch(/^Invalid choice\.\nPay bill\n1 ECG prepaid/);
    expect((await session.reply('4')).message).toBe('Enter the DStv smartcard number:');
    expect((await session.reply('12ab')).message).toBe('That number is not valid: digits only. Enter the DStv smartcard number:');
    expect((await session.reply('9912345678')).message).toBe('DStv has no customer 9912345678. Enter the DStv smartcard number:');

    // The name the web app's lookup shows for the same card (the simulator's holder of this number).
    const lookup = await esi.client.post('/api/billers/dstv/lookup', { customerNumber: '7012345678' });
    expect(lookup.status, lookup.text).toBe(200);
    const name: string = lookup.body.customerName;
    expect((await session.reply('7012345678')).message).toBe(`DStv 7012345678\nName: ${name}\n1 Confirm\n2 Cancel`);
    expect((await session.reply('1')).message).toBe('DStv for 7012345678\nEnter the amount in GHS (1.00 to 5000.00):');
    expect((await session.reply('abc')).message).toBe('Invalid amount. Enter the amount in GHS (1.00 to 5000.00):');
    expect((await session.reply('120')).message).toBe(
      `Pay GHS 120.00 to DStv 7012345678 (${name})\nEnter your USSD PIN to confirm, or 0 to cancel:`,
    );
    const paid = await session.reply(PIN);
    // SMS alerts are off by default: no text is promised, and none comes.
    expect(paid.message).toBe(
      'Your GHS 120.00 DStv payment for 7012345678 is processing. Your SMS alerts are off: see the result in the Nkabom app.',
    );
    expect(await balanceOf(t, esi.id)).toBe(80_00n);

    const [payment] = await billPaymentsOf(esi.id);
    expect(payment).toMatchObject({ billerId: 'dstv', customerNumber: '7012345678', customerName: name, amountPesewas: '12000' });
    expect((await settle(esi, payment!.id)).status).toBe('completed');
    expect(t.notifier.lastTo(esi.phoneNumber)).toBeUndefined();
    expect(t.notifier.lastTo(esi.email)?.text).toBe('Paid ₵120.00 to DStv for 7012345678.');
  });

  it('2 Cancel at the name, or 0 at the PIN: nothing moves', async () => {
    const yaw = await personWithPin();
    const atName = await walk(dial(t, yaw.phoneNumber, 'form'), ['7', '3', '4410012345', '2']);
    expect(atName).toMatchObject({ continueSession: false, message: 'Payment cancelled. Nothing was paid.' });
    const atPin = await walk(dial(t, yaw.phoneNumber, 'form'), ['7', '5', '7000005555', '1', '40', '0']);
    expect(atPin).toMatchObject({ continueSession: false, message: 'Payment cancelled. Nothing was paid.' });
    const airtime = await walk(dial(t, yaw.phoneNumber, 'form'), ['6', '1', '10', '0']);
    expect(airtime.message).toBe('Payment cancelled. Nothing was paid.');
    expect(await balanceOf(t, yaw.id)).toBe(100_00n);
    expect(await billPaymentsOf(yaw.id)).toEqual([]);
  });

  it('a wrong PIN pays nothing and counts towards the lock', async () => {
    const abena = await personWithPin();
    const bill = await walk(dial(t, abena.phoneNumber, 'form'), ['7', '6', '8012345678', '1', '30', '0000']);
    expect(bill).toMatchObject({ continueSession: false });
    expect(bill.message).toMatch(/^Wrong PIN\. 2 tries left/);
    const airtime = await walk(dial(t, abena.phoneNumber, 'form'), ['6', '2', '0245550101', '5', '1111']);
    expect(airtime.message).toMatch(/^Wrong PIN\. 1 try left/);
    expect(await balanceOf(t, abena.id)).toBe(100_00n);
    expect(await billPaymentsOf(abena.id)).toEqual([]);
  });

  it('more than the wallet holds: refused in plain words, nothing moves', async () => {
    const kojo = await personWithPin(10_00n);
    const answer = await walk(dial(t, kojo.phoneNumber, 'form'), ['7', '4', '7012345678', '1', '50', PIN]);
    expect(answer).toMatchObject({ continueSession: false, message: 'Amount exceeds wallet balance' });
    expect(await balanceOf(t, kojo.id)).toBe(10_00n);
    expect(await billPaymentsOf(kojo.id)).toEqual([]);
  });

  it("a replayed confirming hop (the aggregator's retry, even racing the original) pays once", async () => {
    const efua = await personWithPin();
    const session = dial(t, efua.phoneNumber, 'form');
    await walk(session, ['7', '5', '7000006666', '1', '25']);
    const [a, b] = await Promise.all([session.reply(PIN), session.resend()]);
    const c = await session.resend();
    expectProcessing(a);
    expect(b.message).toBe(a.message);
    expect(c.message).toBe(a.message);
    expect(await billPaymentsOf(efua.id)).toHaveLength(1);
    expect(await balanceOf(t, efua.id)).toBe(75_00n);

    const airtime = dial(t, efua.phoneNumber, 'form');
    await walk(airtime, ['6', '1', '5']);
    const [x, y] = await Promise.all([airtime.reply(PIN), airtime.resend()]);
    expect(y.message).toBe(x.message);
    expect(await billPaymentsOf(efua.id)).toHaveLength(2);
    expect(await balanceOf(t, efua.id)).toBe(70_00n);
  });

  it('every screen fits 182 characters with the longest names, numbers and amounts', async () => {
    const afia = await personWithPin(6_000_00n, 'medium');
    // ECG prepaid names a meter not yet linked to the payer's phone with its longest text.
    const ecg = dial(t, afia.phoneNumber, 'form');
    const screens = [await walk(ecg, ['7', '1'])];
    for (const input of ['x', '12345678901234567890', '3', '1', '9999', '5000', PIN]) screens.push(await ecg.reply(input));
    expect(screens[2]!.message).toMatch(/^ECG prepaid 12345678901234567890\nName: New meter for your number/);
    expect(screens[2]!.message).toMatch(/\n1 Confirm\n2 Cancel$/);
    expect(screens[3]!.message).toMatch(/^Invalid choice\. Is New meter .* right\?\n1 Confirm\n2 Cancel$/);
    expect(screens[6]!.message).toMatch(
      /^Pay GHS 5000\.00 to ECG prepaid 12345678901234567890 \(New meter.*\)\nEnter your USSD PIN to confirm, or 0 to cancel:$/,
    );
    expectProcessing(screens[7]!);

    const tigo = dial(t, afia.phoneNumber, 'form');
    screens.push(await walk(tigo, ['6']));
    for (const input of ['3', '2', '12', '0571234567', '100.01', '100', PIN]) screens.push(await tigo.reply(input));
    expect(screens.at(-2)!.message).toBe(
      'Buy GHS 100.00 AirtelTigo airtime for 0571234567\nEnter your USSD PIN to confirm, or 0 to cancel:',
    );
    expectProcessing(screens.at(-1)!);
    // postUssd checks each length; these check nothing was cut to get there.
    for (const screen of screens) expect(screen.message.length).toBeLessThanOrEqual(182);
  });
});
