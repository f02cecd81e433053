import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMoneyRails } from '../../../payouts/create-money-rails';
import type { MoneyRails, PayoutDestination, PayoutOrder } from '../../../payouts/money-rails';
import { ProviderUnavailableError } from '../../../provider-error';
import { serveSimulator } from '../../../simulators/http-simulator';
import { createPaystackSimulator, type PaystackSimulator } from '../../../simulators/paystack-simulator';
import type { RunningSimulator } from '../../../simulators/simulated-message';
import { pause, startCallbackReceiver, waitFor, type ReceivedCallback } from '../../../testing/callback-receiver';
import { PaystackTransfers } from './paystack-transfers';
import type { PaystackConfig } from './types';

// The real Paystack adapter, through createMoneyRails, against the simulator over HTTP.
const SETTLE_MS = 60;
const SLOW_MS = 1_600;
const LATE_MS = 200;
const secretKey = 'sk_test_simulated';

let sim: PaystackSimulator;
let server: RunningSimulator;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
let config: PaystackConfig;
let rails: MoneyRails;

beforeAll(async () => {
  receiver = await startCallbackReceiver();
  sim = createPaystackSimulator({
    secretKey,
    accounts: async () => null,
    webhookUrl: `${receiver.url}/api/callbacks/paystack`,
    settleAfterMs: SETTLE_MS,
    slowMs: SLOW_MS,
    lateMs: LATE_MS,
    balancePesewas: 1_000_000n,
  });
  server = await serveSimulator(sim);
  config = { baseUrl: server.url, secretKey, timeoutMs: 800 };
  rails = createMoneyRails({ mtn: { provider: 'simulator' }, aggregator: { provider: 'paystack', config } });
});
afterEach(() => sim.control.clearFaults());
afterAll(async () => {
  sim.control.close();
  await Promise.all([server.close(), receiver.close()]);
});

let numbers = 0;
const telecel = (): PayoutDestination => ({
  kind: 'mobile_money',
  network: 'TELECEL',
  phoneNumber: `+233207${String(++numbers).padStart(6, '0')}`,
  accountName: 'Yaw Asante',
});
const bank = (accountNumber = `12${String(++numbers).padStart(8, '0')}`): PayoutDestination => ({
  kind: 'bank',
  bankSortCode: '040',
  accountNumber,
  accountName: 'Kofi Boateng',
});
const payout = (destination: PayoutDestination = telecel(), amountPesewas = 12_50n): PayoutOrder => ({
  reference: randomUUID(),
  amountPesewas,
  destination,
  note: 'GhanaPay transfer',
});
/** The party the simulator keys faults by: the account number Paystack is given. */
const partyOf = (order: PayoutOrder) =>
  order.destination.kind === 'bank' ? order.destination.accountNumber : order.destination.phoneNumber.replace(/^\+233/, '0');
const submit = (order: PayoutOrder) => rails.payoutRailFor(order.destination).submit(order);
const status = (order: PayoutOrder) => rails.payoutRailFor(order.destination).status(order.reference);
const balance = () => sim.control.books().balances.balance!;
const ordersFor = (reference: string) => sim.control.books().orders.filter((o) => o.reference === reference);
const webhooksFor = (reference: string): (ReceivedCallback & { json: { event: string; data: Record<string, unknown> } })[] =>
  receiver.received
    .map((c) => ({ ...c, json: JSON.parse(c.body) as { event: string; data: Record<string, unknown> } }))
    .filter((c) => c.json.data.reference === reference);
const settled = (reference: string, count = 1) =>
  waitFor(
    () => webhooksFor(reference),
    (w) => w.length >= count,
  );

describe('Paystack transfers, with the simulator’s balance and signed webhooks', () => {
  it('pays a Telecel wallet: accepted, then successful; the balance is debited once and one signed webhook arrives', async () => {
    const before = balance();
    const order = payout();
    expect(rails.payoutRailFor(order.destination).provider).toBe('paystack');
    expect(await submit(order)).toEqual({ status: 'accepted' });
    expect(await status(order)).toEqual({ status: 'pending' });
    const [webhook] = await settled(order.reference);
    expect(webhook).toMatchObject({ method: 'POST', path: '/api/callbacks/paystack', json: { event: 'transfer.success' } });
    expect(rails.referenceOfCallback('paystack', webhook!.body, webhook!.headers)).toBe(order.reference);
    expect(await status(order)).toEqual({ status: 'successful', providerTransactionId: expect.stringMatching(/^TRF_/) });
    expect(ordersFor(order.reference)).toMatchObject([{ party: partyOf(order), amountPesewas: 12_50n, status: 'SUCCESSFUL' }]);
    expect(balance()).toBe(before - 12_50n);
    await pause(100);
    expect(webhooksFor(order.reference)).toHaveLength(1);
  });

  it('refuses a webhook whose body was changed, or signed with another key, or not signed', async () => {
    const order = payout();
    await submit(order);
    const [webhook] = await settled(order.reference);
    const tampered = webhook!.body.replace('"amount":1250', '"amount":9999999');
    expect(tampered).not.toBe(webhook!.body);
    expect(rails.referenceOfCallback('paystack', tampered, webhook!.headers)).toBeNull();
    expect(
      rails.referenceOfCallback('paystack', webhook!.body, { ...webhook!.headers, 'x-paystack-signature': 'f'.repeat(128) }),
    ).toBeNull();
    expect(rails.referenceOfCallback('paystack', webhook!.body, {})).toBeNull();
    expect(rails.referenceOfCallback('paystack', 'not json', webhook!.headers)).toBeNull();
  });

  it('pays a bank account through GhIPSS, creating its recipient once', async () => {
    const calls: string[] = [];
    const counting: typeof fetch = (input, init) => {
      calls.push(`${init?.method} ${new URL(String(input)).pathname}`);
      return fetch(input, init);
    };
    const transfers = new PaystackTransfers(config, counting);
    const destination = bank();
    const first = payout(destination);
    const second = payout(destination, 30_00n);
    expect(await transfers.submit(first)).toEqual({ status: 'accepted' });
    expect(await transfers.submit(second)).toEqual({ status: 'accepted' });
    expect(calls).toEqual(['POST /transferrecipient', 'POST /transfer', 'POST /transfer']);
    await settled(second.reference);
    expect(await transfers.status(second.reference)).toMatchObject({ status: 'successful' });
  });

  it('a retry under the same reference is accepted (Paystack’s duplicate-reference 400) and moves the money once', async () => {
    const before = balance();
    const order = payout();
    expect(await submit(order)).toEqual({ status: 'accepted' });
    expect(await submit(order)).toEqual({ status: 'accepted' });
    await settled(order.reference);
    expect(await submit(order)).toEqual({ status: 'accepted' });
    expect(ordersFor(order.reference)).toHaveLength(1);
    expect(balance()).toBe(before - 12_50n);
  });

  it('refuses what Paystack will not take: an unknown account, more than the balance, more than a JSON number can carry', async () => {
    const before = balance();
    expect(await submit(payout(bank('9912345678')))).toEqual({ status: 'refused', reason: 'Cannot resolve account', code: 'HTTP_400' });
    expect(await submit(payout(bank(), before + 1n))).toEqual({
      status: 'refused',
      reason: 'Your balance is not enough to fulfil this request',
      code: 'HTTP_400',
    });
    let calls = 0;
    const transfers = new PaystackTransfers(config, (input, init) => (calls++, fetch(input, init)));
    expect(await transfers.submit(payout(bank(), BigInt(Number.MAX_SAFE_INTEGER) + 1n))).toMatchObject({
      status: 'refused',
      code: 'AMOUNT_OUT_OF_RANGE',
    });
    expect(calls).toBe(0);
    expect(balance()).toBe(before);
  });

  it('an unknown reference is unknown; a wrong secret key is an outage', async () => {
    expect(await status(payout())).toEqual({ status: 'unknown' });
    const wrong = new PaystackTransfers({ ...config, secretKey: 'sk_test_wrong' });
    await expect(wrong.submit(payout())).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(wrong.status(randomUUID())).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('Paystack faults on demand: what the adapter concludes, and what the books say', () => {
  it('slow: an outage to the adapter; the transfer exists only from the answer on, and the retry is one transfer', async () => {
    const before = balance();
    const order = payout();
    sim.control.setFault(partyOf(order), 'slow');
    await expect(submit(order)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(await status(order)).toEqual({ status: 'unknown' });
    await waitFor(
      () => ordersFor(order.reference),
      (o) => o.length === 1,
      SLOW_MS * 3,
    );
    sim.control.clearFaults();
    expect(await submit(order)).toEqual({ status: 'accepted' });
    await settled(order.reference);
    expect(balance()).toBe(before - 12_50n);
  });

  it('error_5xx: an outage to the adapter, nothing recorded, no money moved', async () => {
    const before = balance();
    const order = payout();
    sim.control.setFault(partyOf(order), 'error_5xx');
    await expect(submit(order)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(await status(order)).toEqual({ status: 'unknown' });
    expect(ordersFor(order.reference)).toEqual([]);
    expect(balance()).toBe(before);
  });

  it('timeout_after_execute: an outage to the adapter, yet the transfer was taken; the retry is accepted; money moves once', async () => {
    const before = balance();
    const order = payout(bank());
    sim.control.setFault(partyOf(order), 'timeout_after_execute');
    await expect(submit(order)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect((await status(order)).status).not.toBe('unknown');
    expect(await submit(order)).toEqual({ status: 'accepted' });
    await settled(order.reference);
    expect(await status(order)).toMatchObject({ status: 'successful' });
    expect(balance()).toBe(before - 12_50n);
  });

  it.each([
    ['PAYEE_NOT_FOUND', 'The recipient account does not exist'],
    ['NOT_ENOUGH_FUNDS', 'Insufficient balance to complete the transfer'],
    ['EXPIRED', 'The recipient’s bank or network did not answer in time'],
  ])('failed:%s: accepted, then failed with a readable reason and one transfer.failed webhook; no money moved', async (code, reason) => {
    const before = balance();
    const order = payout();
    sim.control.setFault(partyOf(order), `failed:${code}`);
    expect(await submit(order)).toEqual({ status: 'accepted' });
    const [webhook] = await settled(order.reference);
    expect(webhook!.json.event).toBe('transfer.failed');
    expect(rails.referenceOfCallback('paystack', webhook!.body, webhook!.headers)).toBe(order.reference);
    expect(await status(order)).toEqual({ status: 'failed', reason, code: 'failed' });
    expect(balance()).toBe(before);
  });

  it('an account ending 4444 is reversed: transfer.reversed, failed with code "reversed", no money moved', async () => {
    const before = balance();
    const order = payout(bank('1200004444'));
    expect(await submit(order)).toEqual({ status: 'accepted' });
    const [webhook] = await settled(order.reference);
    expect(webhook!.json.event).toBe('transfer.reversed');
    expect(await status(order)).toMatchObject({ status: 'failed', code: 'reversed' });
    expect(balance()).toBe(before);
  });

  it('no_callback: succeeds and moves the money, no webhook', async () => {
    const before = balance();
    const order = payout();
    sim.control.setFault(partyOf(order), 'no_callback');
    await submit(order);
    await waitFor(
      () => status(order),
      (s) => s.status === 'successful',
    );
    await pause(100);
    expect(webhooksFor(order.reference)).toEqual([]);
    expect(balance()).toBe(before - 12_50n);
  });

  it('double_callback: the same signed webhook twice; the money moved once', async () => {
    const before = balance();
    const order = payout();
    sim.control.setFault(partyOf(order), 'double_callback');
    await submit(order);
    const webhooks = await settled(order.reference, 2);
    expect(webhooks[1]!.body).toBe(webhooks[0]!.body);
    expect(webhooks.map((w) => rails.referenceOfCallback('paystack', w.body, w.headers))).toEqual([order.reference, order.reference]);
    await pause(100);
    expect(webhooksFor(order.reference)).toHaveLength(2);
    expect(balance()).toBe(before - 12_50n);
  });

  it('late_success: transfer.failed, then transfer.success; the balance shows the money left once', async () => {
    const before = balance();
    const order = payout();
    sim.control.setFault(partyOf(order), 'late_success');
    await submit(order);
    await settled(order.reference);
    expect(await status(order)).toMatchObject({ status: 'failed' });
    expect(balance()).toBe(before);
    const webhooks = await settled(order.reference, 2);
    expect(webhooks.map((w) => w.json.event)).toEqual(['transfer.failed', 'transfer.success']);
    expect(await status(order)).toMatchObject({ status: 'successful' });
    await pause(LATE_MS + 50);
    expect(webhooksFor(order.reference)).toHaveLength(2);
    expect(balance()).toBe(before - 12_50n);
  });

  it('pending_forever: accepted, never ends, no webhook', async () => {
    const before = balance();
    const order = payout();
    sim.control.setFault(partyOf(order), 'pending_forever');
    await submit(order);
    await pause(SETTLE_MS * 3);
    expect(await status(order)).toEqual({ status: 'pending' });
    expect(webhooksFor(order.reference)).toEqual([]);
    expect(balance()).toBe(before);
  });
});

describe('the Paystack simulator’s control, list and balance over HTTP', () => {
  const call = (path: string, init: { method?: string; key?: string; body?: unknown } = {}) =>
    fetch(`${server.url}${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${init.key ?? secretKey}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });

  it('sets and clears faults with the secret key, and shows the books', async () => {
    const order = payout(bank());
    expect(
      (await call('/_simulator/faults', { method: 'POST', key: 'sk_wrong', body: { party: partyOf(order), fault: 'error_5xx' } })).status,
    ).toBe(401);
    expect((await call('/_simulator/faults', { method: 'POST', body: { party: partyOf(order), fault: 'error_5xx' } })).status).toBe(200);
    await expect(submit(order)).rejects.toBeInstanceOf(ProviderUnavailableError);
    const books = (await (await call('/_simulator/books')).json()) as any;
    expect(books.faults).toEqual([{ party: partyOf(order), fault: 'error_5xx' }]);
    expect(books.balances.balance).toMatch(/^\d+\.\d{2}$/);
    expect((await call(`/_simulator/faults?party=${partyOf(order)}`, { method: 'DELETE' })).status).toBe(200);
    expect(await submit(order)).toEqual({ status: 'accepted' });
  });

  it('lists transfers for reconciliation and answers the balance in pesewas', async () => {
    const order = payout();
    await submit(order);
    const list = (await (await call('/transfer?perPage=100')).json()) as any;
    expect(list.status).toBe(true);
    expect(list.data.find((t: any) => t.reference === order.reference)).toMatchObject({ amount: 1250, currency: 'GHS', status: 'pending' });
    expect(list.meta).toMatchObject({ page: 1, perPage: 100 });
    const answer = (await (await call('/balance')).json()) as any;
    expect(answer).toEqual({ status: true, message: 'Balances retrieved', data: [{ currency: 'GHS', balance: Number(balance()) }] });
  });
});
