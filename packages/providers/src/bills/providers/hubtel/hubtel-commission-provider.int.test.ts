import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../../../provider-error';
import { serveSimulator } from '../../../simulators/http-simulator';
import {
  createHubtelCommissionSimulator,
  simulatedHolderName,
  type HubtelCommissionSimulator,
} from '../../../simulators/hubtel-commission-simulator';
import type { RunningSimulator } from '../../../simulators/simulated-message';
import { pause, startCallbackReceiver, waitFor } from '../../../testing/callback-receiver';
import { BillOutcomeUnknownError, BillRefusedError } from '../../bill-errors';
import type { BillCallback, BillPaymentOrder } from '../../bill-payments';
import { HubtelCommissionProvider } from './hubtel-commission-provider';
import type { HubtelCommissionConfig } from './types';

// The real Hubtel Commission Services adapter against the simulator over HTTP, with its books and faults.
const SETTLE_MS = 60;
const SLOW_MS = 1_600;
const LATE_MS = 200;
const FLOAT = 5_000_00n;
const accounts = { apiId: 'kpsxolou', apiKey: 'ixahwlao', prepaidDepositId: '11691', posSalesId: '11684' };

let sim: HubtelCommissionSimulator;
let server: RunningSimulator;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
let config: HubtelCommissionConfig;
let bills: HubtelCommissionProvider;

beforeAll(async () => {
  receiver = await startCallbackReceiver();
  sim = createHubtelCommissionSimulator({
    ...accounts,
    settleAfterMs: SETTLE_MS,
    slowMs: SLOW_MS,
    lateMs: LATE_MS,
    prepaidBalancePesewas: FLOAT,
  });
  server = await serveSimulator(sim);
  config = { baseUrl: server.url, statusBaseUrl: server.url, ...accounts, defaultEmail: 'ama@example.com', timeoutMs: 800 };
  bills = new HubtelCommissionProvider(config);
});
afterEach(() => sim.control.clearFaults());
afterAll(async () => {
  sim.control.close();
  await Promise.all([server.close(), receiver.close()]);
});

let numbers = 0;
/** A fresh number (never one of the simulator's suffix conventions). */
const phone = () => `+233246${String(++numbers).padStart(6, '0')}`;
const meter = () => `P0${String(++numbers).padStart(8, '0')}`;
const prepaid = () => sim.control.books().balances.prepaid!;
const ordersFor = (reference: string) => sim.control.books().orders.filter((o) => o.reference === reference);
const callbacksFor = (reference: string): BillCallback[] =>
  receiver.received.map((c) => bills.parseCallback(c.body)).filter((c): c is BillCallback => c?.reference === reference);
const settled = (reference: string, count = 1) =>
  waitFor(
    () => callbacksFor(reference),
    (c) => c.length >= count,
  );
const order = (overrides: Partial<BillPaymentOrder> = {}): BillPaymentOrder => ({
  reference: randomUUID(),
  service: 'mtn-airtime',
  customerNumber: phone(),
  amountPesewas: 5_00n,
  callbackUrl: `${receiver.url}/api/callbacks/hubtel-commission`,
  ...overrides,
});

describe('lookups and bundles', () => {
  it('names the holder of a phone, a DSTV, GOtv or StarTimes account and a Ghana Water meter, the same name every time', async () => {
    const number = phone();
    expect(await bills.lookup('mtn-airtime', number)).toEqual({ customerNumber: number, customerName: simulatedHolderName(number) });
    expect(await bills.lookup('dstv', '7029864396')).toEqual({
      customerNumber: '7029864396',
      customerName: simulatedHolderName('7029864396'),
      extra: { amountDue: '0.00', account: '7029864396' },
    });
    expect((await bills.lookup('gotv', '7029864396')).customerName).toBe(simulatedHolderName('7029864396'));
    expect(await bills.lookup('startimes', '02190617357')).toMatchObject({
      extra: { 'Account Number': '02190617357', Bouquet: 'DTH_Super' },
    });
    const water = await bills.lookup('ghana-water', '080706070056', { phoneNumber: phone() });
    expect(water).toMatchObject({
      customerName: simulatedHolderName('080706070056'),
      extra: { amountDue: expect.stringMatching(/^\d+\.\d\d$/) },
    });
  });

  it('refuses a number the biller does not know, and a lookup missing the phone it needs, as BillRefusedError', async () => {
    await expect(bills.lookup('dstv', '9912345678')).rejects.toMatchObject({ name: 'BillRefusedError', code: 'ACCOUNT_NOT_FOUND' });
    await expect(bills.lookup('mtn-airtime', '+233991234567')).rejects.toBeInstanceOf(BillRefusedError);
    await expect(bills.lookup('ghana-water', '080706070056')).rejects.toMatchObject({ code: 'INVALID_REQUEST' });
  });

  it('a lookup during an outage, or with credentials Hubtel refuses, is ProviderUnavailableError (not a refusal)', async () => {
    sim.control.setFault('7029864300', 'error_5xx');
    await expect(bills.lookup('dstv', '7029864300')).rejects.toBeInstanceOf(ProviderUnavailableError);
    const wrong = new HubtelCommissionProvider({ ...config, apiKey: 'wrong' });
    await expect(wrong.lookup('dstv', '7029864396')).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('lists the data bundles on sale for a number, and none for a service without bundles', async () => {
    expect(await bills.bundles('telecel-data', phone())).toContainEqual({ id: ' 5.7 GB', name: 'Dual Recharge', pricePesewas: 50_00n });
    expect(await bills.bundles('mtn-data', phone())).toContainEqual({
      id: 'kokrokoo_bundle_1',
      name: 'Kokrokoo 400MB, 5am to 8am',
      pricePesewas: 1_24n,
    });
    expect(await bills.bundles('dstv', '7029864396')).toEqual([]);
  });
});

describe('payments, with the simulator’s books', () => {
  it('airtime: pending, then one successful callback and status; the float is debited once, a retry buys nothing more', async () => {
    const before = prepaid();
    const airtime = order();
    expect(await bills.pay(airtime)).toEqual({ state: 'pending', providerReference: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const [callback] = await settled(airtime.reference);
    expect(callback).toMatchObject({ state: 'successful' });
    expect(await bills.status(airtime.reference)).toMatchObject({ state: 'successful' });
    expect(await bills.pay(airtime)).toMatchObject({ state: 'successful' });
    await pause(100);
    expect(callbacksFor(airtime.reference)).toHaveLength(1);
    expect(ordersFor(airtime.reference)).toMatchObject([
      { status: 'SUCCESSFUL', amountPesewas: 5_00n, party: airtime.customerNumber.slice(1) },
    ]);
    expect(prepaid()).toBe(before - 5_00n);
  });

  it('a data bundle at its price goes through; one at another price is refused at once and never recorded', async () => {
    const number = phone();
    const [bundle] = await bills.bundles('airteltigo-data', number);
    const data = order({ service: 'airteltigo-data', customerNumber: number, bundleId: bundle!.id, amountPesewas: bundle!.pricePesewas });
    expect(await bills.pay(data)).toMatchObject({ state: 'pending' });
    expect(await settled(data.reference)).toMatchObject([{ state: 'successful' }]);
    const wrong = order({ service: 'airteltigo-data', customerNumber: number, bundleId: bundle!.id, amountPesewas: 3_00n });
    expect(await bills.pay(wrong)).toMatchObject({ state: 'failed', code: '2001' });
    expect(ordersFor(wrong.reference)).toEqual([]);
  });

  it('ECG prepaid: an unlinked meter has no name yet; paying links it and brings a 20-digit token, by callback', async () => {
    const owner = phone();
    const number = meter();
    expect(await bills.lookup('ecg-prepaid', number, { phoneNumber: owner })).toEqual({
      customerNumber: number,
      customerName: null,
      extra: { linked: 'false' },
    });
    const power = order({ service: 'ecg-prepaid', customerNumber: number, phoneNumber: owner, amountPesewas: 50_00n });
    expect(await bills.pay(power)).toMatchObject({ state: 'pending' });
    const [callback] = await settled(power.reference);
    expect(callback).toMatchObject({ state: 'successful', token: expect.stringMatching(/^\d{20}$/) });
    expect(await bills.lookup('ecg-postpaid', number, { phoneNumber: owner })).toMatchObject({ customerName: simulatedHolderName(number) });
    expect(ordersFor(power.reference)).toMatchObject([{ party: number, status: 'SUCCESSFUL' }]);
  });

  it('ECG postpaid, Ghana Water (a fresh session per payment) and DSTV are paid the same way', async () => {
    const owner = phone();
    const payments = [
      order({ service: 'ecg-postpaid', customerNumber: meter(), phoneNumber: owner, amountPesewas: 120_00n }),
      order({ service: 'ghana-water', customerNumber: '080706070056', phoneNumber: owner, amountPesewas: 30_00n }),
      order({ service: 'dstv', customerNumber: '7029864396', amountPesewas: 225_00n }),
    ];
    for (const payment of payments) expect(await bills.pay(payment)).toMatchObject({ state: 'pending' });
    for (const payment of payments) expect(await settled(payment.reference)).toMatchObject([{ state: 'successful' }]);
  });

  it('refuses before sending what Hubtel would refuse: airtime over ₵100, a data order without a bundle, ECG without a phone', async () => {
    await expect(bills.pay(order({ amountPesewas: 100_01n }))).rejects.toMatchObject({ name: 'BillRefusedError', code: 'INVALID_REQUEST' });
    await expect(bills.pay(order({ service: 'mtn-data' }))).rejects.toBeInstanceOf(BillRefusedError);
    const noPhone = order({ service: 'ecg-prepaid', customerNumber: meter() });
    await expect(bills.pay(noPhone)).rejects.toBeInstanceOf(BillRefusedError);
    expect(ordersFor(noPhone.reference)).toEqual([]);
  });

  it('an unknown account fails by callback with a reason; more than the prepaid float is refused at once (4075)', async () => {
    const before = prepaid();
    const unknown = order({ service: 'gotv', customerNumber: '9900112233', amountPesewas: 10_00n });
    expect(await bills.pay(unknown)).toMatchObject({ state: 'pending' });
    expect(await settled(unknown.reference)).toMatchObject([{ state: 'failed', reason: 'The account number is not valid', code: '2001' }]);
    const huge = order({ service: 'dstv', customerNumber: '7029864396', amountPesewas: before + 1n });
    expect(await bills.pay(huge)).toMatchObject({ state: 'failed', code: '4075' });
    expect(prepaid()).toBe(before);
  });

  it('the status of a reference never sent is not_found; a wrong account or key leaves a payment’s outcome unknown', async () => {
    expect(await bills.status(randomUUID())).toEqual({ state: 'not_found' });
    const wrong = new HubtelCommissionProvider({ ...config, prepaidDepositId: '999' });
    await expect(wrong.pay(order())).rejects.toBeInstanceOf(BillOutcomeUnknownError);
  });
});

describe('faults on demand: what the adapter concludes, and what the books say', () => {
  it('slow: the answer comes too late (outcome unknown), and the order exists only from the answer on', async () => {
    const before = prepaid();
    const slow = order();
    sim.control.setFault(slow.customerNumber, 'slow');
    await expect(bills.pay(slow)).rejects.toBeInstanceOf(BillOutcomeUnknownError);
    expect(await bills.status(slow.reference)).toEqual({ state: 'not_found' });
    await waitFor(
      () => ordersFor(slow.reference),
      (o) => o.length === 1,
      SLOW_MS * 3,
    );
    await settled(slow.reference);
    expect(await bills.status(slow.reference)).toMatchObject({ state: 'successful' });
    expect(prepaid()).toBe(before - 5_00n);
  });

  it('error_5xx: outcome unknown, nothing recorded, no money moved; the retry goes through', async () => {
    const before = prepaid();
    const broken = order();
    sim.control.setFault(broken.customerNumber, 'error_5xx');
    await expect(bills.pay(broken)).rejects.toBeInstanceOf(BillOutcomeUnknownError);
    expect(await bills.status(broken.reference)).toEqual({ state: 'not_found' });
    sim.control.clearFaults();
    expect(await bills.pay(broken)).toMatchObject({ state: 'pending' });
    await settled(broken.reference);
    expect(prepaid()).toBe(before - 5_00n);
  });

  it('timeout_after_execute: outcome unknown, yet Hubtel took the order; a retry is the same order and buys once', async () => {
    const before = prepaid();
    const taken = order();
    sim.control.setFault(taken.customerNumber, 'timeout_after_execute');
    const error = await bills.pay(taken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BillOutcomeUnknownError);
    expect((error as BillOutcomeUnknownError).reference).toBe(taken.reference);
    expect((await bills.status(taken.reference)).state).not.toBe('not_found');
    await settled(taken.reference);
    expect(await bills.pay(taken)).toMatchObject({ state: 'successful' });
    expect(ordersFor(taken.reference)).toHaveLength(1);
    expect(prepaid()).toBe(before - 5_00n);
  });

  it.each([
    ['RECIPIENT_NOT_REGISTERED', 'The receiving user is not registered in the system'],
    ['BILLER_UNAVAILABLE', 'The biller could not be reached. Please try again later'],
    ['INVALID_BUNDLE', 'The bundle is invalid'],
  ])('failed:%s: pending, then FAILED with a readable reason, one callback, no money moved', async (code, reason) => {
    const before = prepaid();
    const failing = order();
    sim.control.setFault(failing.customerNumber, `failed:${code}`);
    expect(await bills.pay(failing)).toMatchObject({ state: 'pending' });
    expect(await settled(failing.reference)).toEqual([expect.objectContaining({ state: 'failed', reason, code: '2001' })]);
    expect(await bills.status(failing.reference)).toMatchObject({ state: 'failed' });
    expect(ordersFor(failing.reference)).toMatchObject([{ status: 'FAILED', reason: code }]);
    expect(prepaid()).toBe(before);
  });

  it('no_callback: succeeds without a callback; the status check finds it', async () => {
    const quiet = order({ service: 'ecg-prepaid', customerNumber: meter(), phoneNumber: phone() });
    sim.control.setFault(quiet.customerNumber, 'no_callback');
    await bills.pay(quiet);
    await waitFor(
      () => bills.status(quiet.reference),
      (s) => s.state === 'successful',
    );
    await pause(100);
    expect(callbacksFor(quiet.reference)).toEqual([]);
  });

  it('double_callback: the same final state arrives twice; the money moved once', async () => {
    const before = prepaid();
    const twice = order({ service: 'dstv', customerNumber: '7029860001', amountPesewas: 65_00n });
    sim.control.setFault('7029860001', 'double_callback');
    await bills.pay(twice);
    const callbacks = await settled(twice.reference, 2);
    expect(callbacks).toEqual([callbacks[0], callbacks[0]]);
    expect(prepaid()).toBe(before - 65_00n);
  });

  it('late_success: FAILED (a callback), then SUCCESSFUL lateMs later (a second callback), the money leaving then', async () => {
    const before = prepaid();
    const late = order();
    sim.control.setFault(late.customerNumber, 'late_success');
    await bills.pay(late);
    const [first] = await settled(late.reference);
    expect(first).toMatchObject({ state: 'failed' });
    expect(prepaid()).toBe(before);
    const [, second] = await settled(late.reference, 2);
    expect(second).toMatchObject({ state: 'successful' });
    expect(await bills.status(late.reference)).toMatchObject({ state: 'successful' });
    expect(prepaid()).toBe(before - 5_00n);
  });

  it('pending_forever: stays pending in answers and status, never calls back, moves no money', async () => {
    const before = prepaid();
    const stuck = order();
    sim.control.setFault(stuck.customerNumber, 'pending_forever');
    expect(await bills.pay(stuck)).toMatchObject({ state: 'pending' });
    await pause(SETTLE_MS * 3);
    expect(await bills.status(stuck.reference)).toMatchObject({ state: 'pending' });
    expect(await bills.pay(stuck)).toMatchObject({ state: 'pending' });
    expect(callbacksFor(stuck.reference)).toEqual([]);
    expect(prepaid()).toBe(before);
  });
});
