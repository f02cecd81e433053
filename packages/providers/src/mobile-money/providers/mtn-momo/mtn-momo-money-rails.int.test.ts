import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PayoutOrder } from '../../../payouts/money-rails';
import { ProviderUnavailableError } from '../../../provider-error';
import { serveSimulator } from '../../../simulators/http-simulator';
import { createMomoSimulator, type MomoSimulator } from '../../../simulators/momo-simulator';
import type { RunningSimulator } from '../../../simulators/simulated-message';
import { pause, startCallbackReceiver, waitFor, type ReceivedCallback } from '../../../testing/callback-receiver';
import { createMtnMomoMoneyRails } from './mtn-momo-money-rails';
import { referenceOfMtnCallback } from './transform';
import type { MtnMomoConfig } from './types';

// The real MTN adapter against the simulator over HTTP, with the simulator's books and faults.
const SETTLE_MS = 60;
const SLOW_MS = 1_600;
const LATE_MS = 200;
const credentials = { subscriptionKey: 'sub', apiUser: randomUUID(), apiKey: 'key' };

let sim: MomoSimulator;
let server: RunningSimulator;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
let config: MtnMomoConfig;
let rails: ReturnType<typeof createMtnMomoMoneyRails>;

beforeAll(async () => {
  receiver = await startCallbackReceiver();
  sim = createMomoSimulator({
    ...credentials,
    subscribers: async () => null,
    settleAfterMs: SETTLE_MS,
    slowMs: SLOW_MS,
    lateMs: LATE_MS,
    disbursementFloatPesewas: 1_000_000n,
  });
  server = await serveSimulator(sim);
  config = {
    baseUrl: server.url,
    targetEnvironment: 'sandbox',
    ...credentials,
    callbackUrl: `${receiver.url}/api/callbacks/mtn-momo`,
    timeoutMs: 800,
  };
  rails = createMtnMomoMoneyRails(config);
});
afterEach(() => sim.control.clearFaults());
afterAll(async () => {
  sim.control.close();
  await Promise.all([server.close(), receiver.close()]);
});

let numbers = 0;
/** A fresh wallet number (never one of the simulator's suffix conventions). */
const wallet = () => `+233246${String(++numbers).padStart(6, '0')}`;
const payout = (phoneNumber = wallet(), amountPesewas = 12_50n): PayoutOrder => ({
  reference: randomUUID(),
  amountPesewas,
  destination: { kind: 'mobile_money', network: 'MTN', phoneNumber, accountName: 'Ama Mensah' },
  note: 'GhanaPay transfer',
});
const phoneOf = (order: PayoutOrder) => (order.destination.kind === 'mobile_money' ? order.destination.phoneNumber : '');
const disbursement = () => sim.control.books().balances.disbursement!;
const mtnWallet = (phoneNumber: string) => ({ kind: 'mobile_money' as const, network: 'MTN' as const, phoneNumber });
const collection = () => sim.control.books().balances.collection!;
const ordersFor = (reference: string) => sim.control.books().orders.filter((o) => o.reference === reference);
const callbacksFor = (reference: string): (ReceivedCallback & { json: Record<string, unknown> })[] =>
  receiver.received
    .map((c) => ({ ...c, json: JSON.parse(c.body) as Record<string, unknown> }))
    .filter((c) => c.json.externalId === reference);
const settled = (reference: string, count = 1) =>
  waitFor(
    () => callbacksFor(reference),
    (c) => c.length >= count,
  );

describe('MTN payouts and collections, with the simulator’s books', () => {
  it('a payout is accepted, pending, then successful: the float is debited once and MTN calls back once (PUT)', async () => {
    const before = disbursement();
    const order = payout();
    expect(await rails.payout.submit(order)).toEqual({ status: 'accepted' });
    expect(await rails.payout.status(order.reference)).toEqual({ status: 'pending' });
    const [callback] = await settled(order.reference);
    expect(callback).toMatchObject({ method: 'PUT', path: '/api/callbacks/mtn-momo', json: { status: 'SUCCESSFUL', amount: '12.50' } });
    expect(referenceOfMtnCallback(callback!.body)).toBe(order.reference);
    expect(await rails.payout.status(order.reference)).toEqual({ status: 'successful', providerTransactionId: expect.any(String) });
    expect(disbursement()).toBe(before - 12_50n);
    await pause(100);
    expect(callbacksFor(order.reference)).toHaveLength(1);
  });

  it('a retry under the same reference is accepted and is the same order: the money moves once', async () => {
    const before = disbursement();
    const order = payout();
    expect(await rails.payout.submit(order)).toEqual({ status: 'accepted' });
    expect(await rails.payout.submit({ ...order, amountPesewas: 99_00n })).toEqual({ status: 'accepted' });
    await settled(order.reference);
    expect(await rails.payout.submit(order)).toEqual({ status: 'accepted' });
    expect(ordersFor(order.reference)).toMatchObject([{ status: 'SUCCESSFUL', amountPesewas: 12_50n }]);
    expect(disbursement()).toBe(before - 12_50n);
  });

  it('a collection the payer approves credits the collection account and calls back once', async () => {
    const before = collection();
    const phoneNumber = wallet();
    const order = { reference: randomUUID(), amountPesewas: 20_00n, source: mtnWallet(phoneNumber), note: 'Add money' };
    expect(await rails.collection.request(order)).toEqual({ status: 'accepted' });
    const [callback] = await settled(order.reference);
    expect(callback!.json).toMatchObject({ status: 'SUCCESSFUL', payer: { partyIdType: 'MSISDN', partyId: phoneNumber.slice(1) } });
    expect(await rails.collection.status(order.reference)).toMatchObject({ status: 'successful' });
    expect(collection()).toBe(before + 20_00n);
  });

  it('a payout larger than the float fails with NOT_ENOUGH_FUNDS, and the books never go below zero', async () => {
    const before = disbursement();
    const order = payout(wallet(), before + 1n);
    expect(await rails.payout.submit(order)).toEqual({ status: 'accepted' });
    await settled(order.reference);
    expect(await rails.payout.status(order.reference)).toEqual({
      status: 'failed',
      reason: 'The wallet does not have enough money',
      code: 'NOT_ENOUGH_FUNDS',
    });
    expect(disbursement()).toBe(before);
  });

  it('an order MTN refuses is refused (never taken); wrong credentials are an outage', async () => {
    expect(await rails.payout.submit({ ...payout(), reference: 'not-a-uuid' })).toEqual({
      status: 'refused',
      reason: 'MTN MoMo refused the payment order',
      code: 'INVALID_REQUEST',
    });
    expect(ordersFor('not-a-uuid')).toEqual([]);
    const wrong = createMtnMomoMoneyRails({ ...config, apiKey: 'wrong' });
    await expect(wrong.payout.submit(payout())).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(await rails.payout.status(randomUUID())).toEqual({ status: 'unknown' });
  });
});

describe('MTN faults on demand: what the adapter concludes, and what the books say', () => {
  it('slow: the answer comes too late (an outage to the adapter), and the order exists only from the answer on', async () => {
    const before = disbursement();
    const order = payout();
    sim.control.setFault(phoneOf(order), 'slow');
    await expect(rails.payout.submit(order)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(await rails.payout.status(order.reference)).toEqual({ status: 'unknown' });
    await waitFor(
      () => ordersFor(order.reference),
      (o) => o.length === 1,
      SLOW_MS * 3,
    );
    sim.control.clearFaults(phoneOf(order));
    expect(await rails.payout.submit(order)).toEqual({ status: 'accepted' });
    await settled(order.reference);
    expect(await rails.payout.status(order.reference)).toMatchObject({ status: 'successful' });
    expect(disbursement()).toBe(before - 12_50n);
  });

  it('error_5xx: an outage to the adapter, nothing recorded, no money moved; the retry goes through', async () => {
    const before = disbursement();
    const order = payout();
    sim.control.setFault(phoneOf(order), 'error_5xx');
    await expect(rails.payout.submit(order)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(await rails.payout.status(order.reference)).toEqual({ status: 'unknown' });
    expect(ordersFor(order.reference)).toEqual([]);
    sim.control.clearFaults();
    expect(await rails.payout.submit(order)).toEqual({ status: 'accepted' });
    await settled(order.reference);
    expect(disbursement()).toBe(before - 12_50n);
  });

  it('timeout_after_execute: an outage to the adapter, yet MTN took the order; a retry is accepted and the money moves once', async () => {
    const before = disbursement();
    const order = payout();
    sim.control.setFault(phoneOf(order), 'timeout_after_execute');
    await expect(rails.payout.submit(order)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect((await rails.payout.status(order.reference)).status).not.toBe('unknown');
    expect(await rails.payout.submit(order)).toEqual({ status: 'accepted' });
    await settled(order.reference);
    expect(await rails.payout.status(order.reference)).toMatchObject({ status: 'successful' });
    expect(ordersFor(order.reference)).toHaveLength(1);
    expect(disbursement()).toBe(before - 12_50n);
  });

  it.each([
    ['payout', 'NOT_ENOUGH_FUNDS', 'The wallet does not have enough money'],
    ['payout', 'PAYEE_NOT_FOUND', 'No MTN MoMo wallet is registered to this number'],
    ['payout', 'PAYEE_NOT_ALLOWED_TO_RECEIVE', 'This wallet cannot receive money'],
    ['collection', 'PAYER_LIMIT_REACHED', 'The wallet has reached its limit'],
    ['collection', 'EXPIRED', 'The payer did not approve the request in time'],
    ['collection', 'APPROVAL_REJECTED', 'The payer declined the request on their phone'],
  ] as const)(
    'failed:%s on a %s: accepted, then FAILED with MTN’s code, a readable reason, one callback, no money moved',
    async (kind, code, reason) => {
      const before = sim.control.books().balances;
      const phoneNumber = wallet();
      sim.control.setFault(phoneNumber, `failed:${code}`);
      const reference = randomUUID();
      const rail = kind === 'payout' ? rails.payout : rails.collection;
      const outcome =
        kind === 'payout'
          ? await rails.payout.submit({ ...payout(phoneNumber), reference })
          : await rails.collection.request({ reference, amountPesewas: 12_50n, source: mtnWallet(phoneNumber), note: 'Add money' });
      expect(outcome).toEqual({ status: 'accepted' });
      const [callback] = await settled(reference);
      expect(callback!.json).toMatchObject({ status: 'FAILED', reason: code });
      expect(await rail.status(reference)).toEqual({ status: 'failed', reason, code });
      expect(sim.control.books().balances).toEqual(before);
    },
  );

  it('no_callback: the payout succeeds and moves the money, but MTN never calls back', async () => {
    const before = disbursement();
    const order = payout();
    sim.control.setFault(phoneOf(order), 'no_callback');
    expect(await rails.payout.submit(order)).toEqual({ status: 'accepted' });
    await waitFor(
      () => rails.payout.status(order.reference),
      (s) => s.status === 'successful',
    );
    await pause(100);
    expect(callbacksFor(order.reference)).toEqual([]);
    expect(ordersFor(order.reference)).toMatchObject([{ status: 'SUCCESSFUL', callbacksSent: 0 }]);
    expect(disbursement()).toBe(before - 12_50n);
  });

  it('double_callback: the same callback arrives twice; the money moved once', async () => {
    const before = disbursement();
    const order = payout();
    sim.control.setFault(phoneOf(order), 'double_callback');
    expect(await rails.payout.submit(order)).toEqual({ status: 'accepted' });
    const callbacks = await settled(order.reference, 2);
    expect(callbacks.map((c) => c.body)).toEqual([callbacks[0]!.body, callbacks[0]!.body]);
    await pause(100);
    expect(callbacksFor(order.reference)).toHaveLength(2);
    expect(disbursement()).toBe(before - 12_50n);
  });

  it('late_success: FAILED first (with its callback), then SUCCESSFUL: the money leaves once, at the second callback', async () => {
    const before = disbursement();
    const order = payout();
    sim.control.setFault(phoneOf(order), 'late_success');
    expect(await rails.payout.submit(order)).toEqual({ status: 'accepted' });
    const [failed] = await settled(order.reference);
    expect(failed!.json).toMatchObject({ status: 'FAILED', reason: 'INTERNAL_PROCESSING_ERROR' });
    expect(await rails.payout.status(order.reference)).toMatchObject({ status: 'failed', code: 'INTERNAL_PROCESSING_ERROR' });
    expect(disbursement()).toBe(before);
    const [, succeeded] = await settled(order.reference, 2);
    expect(succeeded!.json).toMatchObject({ status: 'SUCCESSFUL' });
    expect(await rails.payout.status(order.reference)).toMatchObject({ status: 'successful' });
    await pause(LATE_MS + 50);
    expect(callbacksFor(order.reference)).toHaveLength(2);
    expect(disbursement()).toBe(before - 12_50n);
  });

  it('pending_forever: accepted, and never ends nor calls back', async () => {
    const before = disbursement();
    const order = payout();
    sim.control.setFault(phoneOf(order), 'pending_forever');
    expect(await rails.payout.submit(order)).toEqual({ status: 'accepted' });
    await pause(SETTLE_MS * 3);
    expect(await rails.payout.status(order.reference)).toEqual({ status: 'pending' });
    expect(callbacksFor(order.reference)).toEqual([]);
    expect(disbursement()).toBe(before);
  });

  it('a fault is fixed when the order is taken: clearing it later does not change that order', async () => {
    const order = payout();
    sim.control.setFault(phoneOf(order), 'failed:NOT_ENOUGH_FUNDS');
    await rails.payout.submit(order);
    sim.control.clearFaults();
    await settled(order.reference);
    expect(await rails.payout.status(order.reference)).toMatchObject({ status: 'failed', code: 'NOT_ENOUGH_FUNDS' });
  });
});

describe('the MoMo simulator’s control and balances over HTTP', () => {
  const basic = `Basic ${Buffer.from(`${credentials.apiUser}:${credentials.apiKey}`).toString('base64')}`;
  const call = (path: string, init: { method?: string; authorization?: string; body?: unknown } = {}) =>
    fetch(`${server.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'ocp-apim-subscription-key': credentials.subscriptionKey,
        ...(init.authorization ? { authorization: init.authorization } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });

  it('sets a fault with the API user’s credentials, shows the books, and clears the faults', async () => {
    const order = payout();
    expect((await call('/_simulator/faults', { method: 'POST', body: { party: phoneOf(order), fault: 'error_5xx' } })).status).toBe(401);
    const badFault = await call('/_simulator/faults', {
      method: 'POST',
      authorization: basic,
      body: { party: phoneOf(order), fault: 'melt' },
    });
    expect(badFault.status).toBe(400);
    const set = await call('/_simulator/faults', {
      method: 'POST',
      authorization: basic,
      body: { party: phoneOf(order), fault: 'error_5xx' },
    });
    expect(set.status).toBe(200);
    await expect(rails.payout.submit(order)).rejects.toBeInstanceOf(ProviderUnavailableError);

    const books = (await (await call('/_simulator/books', { authorization: basic })).json()) as any;
    expect(books.faults).toEqual([{ party: phoneOf(order).slice(1), fault: 'error_5xx' }]);
    expect(books.balances.disbursement).toMatch(/^\d+\.\d{2}$/);
    expect(books.orders.length).toBeGreaterThan(0);
    expect(books.orders[0]).toMatchObject({
      reference: expect.any(String),
      status: expect.any(String),
      amount: expect.stringMatching(/^\d+\.\d{2}$/),
    });

    expect((await call('/_simulator/faults', { method: 'DELETE', authorization: basic })).status).toBe(200);
    expect(await rails.payout.submit(order)).toEqual({ status: 'accepted' });
  });

  it('answers MTN’s balance queries for each product with a Bearer token', async () => {
    const token = await call('/disbursement/token/', { method: 'POST', authorization: basic });
    const { access_token } = (await token.json()) as { access_token: string };
    const answer = await call('/disbursement/v1_0/account/balance', { authorization: `Bearer ${access_token}` });
    expect(answer.status).toBe(200);
    const pesewas = disbursement();
    expect(await answer.json()).toEqual({
      availableBalance: `${pesewas / 100n}.${String(pesewas % 100n).padStart(2, '0')}`,
      currency: 'GHS',
    });
    expect((await call('/collection/v1_0/account/balance')).status).toBe(401);
  });

  it('calls back to the control’s URL for an order that named none', async () => {
    const quiet = createMtnMomoMoneyRails({ ...config, callbackUrl: undefined });
    sim.control.setCallbackUrl(`${receiver.url}/default`);
    const order = payout();
    await quiet.payout.submit(order);
    const [callback] = await settled(order.reference);
    expect(callback!.path).toBe('/default');
    sim.control.setCallbackUrl(null);
  });
});
