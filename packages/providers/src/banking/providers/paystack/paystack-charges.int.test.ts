import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMoneyRails } from '../../../payouts/create-money-rails';
import type { CollectionOrder, CollectionSource, MoneyRails } from '../../../payouts/money-rails';
import { ProviderUnavailableError } from '../../../provider-error';
import { serveSimulator } from '../../../simulators/http-simulator';
import { createPaystackSimulator, type PaystackSimulator } from '../../../simulators/paystack-simulator';
import type { RunningSimulator, SimulatedMessage } from '../../../simulators/simulated-message';
import { startCallbackReceiver, waitFor, type ReceivedCallback } from '../../../testing/callback-receiver';
import { signPaystackBody } from './paystack-webhook';

// The real charge adapter, through createMoneyRails, against the Paystack simulator over HTTP.
const SETTLE_MS = 60;
const secretKey = 'sk_test_simulated_charges';

let sim: PaystackSimulator;
let server: RunningSimulator;
let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
let rails: MoneyRails;
const texts: SimulatedMessage[] = [];

beforeAll(async () => {
  receiver = await startCallbackReceiver();
  sim = createPaystackSimulator({
    secretKey,
    accounts: async () => null,
    webhookUrl: `${receiver.url}/api/callbacks/paystack`,
    settleAfterMs: SETTLE_MS,
    slowMs: 1_600,
    lateMs: 200,
    sendNetworkSms: (message) => void texts.push(message),
  });
  server = await serveSimulator(sim);
  rails = createMoneyRails({
    mtn: { provider: 'simulator' },
    aggregator: { provider: 'paystack', config: { baseUrl: server.url, secretKey, timeoutMs: 800 } },
  });
});
afterEach(() => sim.control.clearFaults());
afterAll(async () => {
  sim.control.close();
  await Promise.all([server.close(), receiver.close()]);
});

let numbers = 0;
/** A Telecel (020…) or AirtelTigo (027…) wallet whose last four digits pick the simulator's path. */
type WalletSource = Extract<CollectionSource, { kind: 'mobile_money' }>;
const wallet = (network: 'TELECEL' | 'AIRTELTIGO', ending = '0000'): WalletSource => ({
  kind: 'mobile_money',
  network,
  phoneNumber: `+233${network === 'TELECEL' ? '20' : '27'}${String(++numbers).padStart(3, '0')}${ending}`,
});
const order = (source: WalletSource, amountPesewas = 25_00n): CollectionOrder & { source: WalletSource } => ({
  reference: randomUUID(),
  amountPesewas,
  source,
  note: 'Add money',
});
const rail = (o: CollectionOrder) => rails.collectionRailFor(o.source);
const webhooksFor = (reference: string): (ReceivedCallback & { json: { event: string; data: Record<string, unknown> } })[] =>
  receiver.received
    .map((c) => ({ ...c, json: JSON.parse(c.body) as { event: string; data: Record<string, unknown> } }))
    .filter((c) => c.json.data.reference === reference);
const finalState = (o: CollectionOrder) =>
  waitFor(
    () => rail(o).status(o.reference),
    (s) => s.status !== 'pending',
  );

describe('Paystack charges: mobile money in from Telecel Cash and AirtelTigo Money', () => {
  it('a Telecel charge is approved on the phone: pay_offline, then success by verify and one signed charge.success webhook', async () => {
    const o = order(wallet('TELECEL'));
    expect(rail(o).provider).toBe('paystack');
    expect(await rail(o).request(o)).toEqual({ status: 'accepted' });
    expect(await finalState(o)).toMatchObject({ status: 'successful' });
    const [hook] = await waitFor(
      () => webhooksFor(o.reference),
      (w) => w.length >= 1,
    );
    expect(hook!.json).toMatchObject({
      event: 'charge.success',
      data: { status: 'success', amount: 2500, currency: 'GHS', channel: 'mobile_money' },
    });
    expect(hook!.headers['x-paystack-signature']).toBe(signPaystackBody(hook!.body, secretKey));
    expect(rails.referenceOfCallback('paystack', hook!.body, hook!.headers)).toBe(o.reference);
    expect(sim.control.books().orders.filter((x) => x.reference === o.reference)).toMatchObject([
      { kind: 'collection', status: 'SUCCESSFUL' },
    ]);
  });

  it('sends the wallet as Paystack documents: the local number and the provider code vod / atl', async () => {
    const t = order(wallet('TELECEL'));
    const a = order(wallet('AIRTELTIGO'));
    await rail(t).request(t);
    await rail(a).request(a);
    const check = async (o: CollectionOrder) => {
      const res = await fetch(`${server.url}/charge/${o.reference}`, { headers: { authorization: `Bearer ${secretKey}` } });
      return ((await res.json()) as { data: { authorization: { bank: string; mobile_money_number: string } } }).data.authorization;
    };
    expect(await check(t)).toEqual({
      channel: 'mobile_money',
      bank: 'VOD',
      mobile_money_number: t.source.phoneNumber.replace('+233', '0'),
    });
    expect((await check(a)).bank).toBe('ATL');
  });

  it('an AirtelTigo number ending 5555 is asked for the code its network texts: a wrong code is refused, the right one goes on to success', async () => {
    const o = order(wallet('AIRTELTIGO', '5555'));
    const outcome = await rail(o).request(o);
    expect(outcome).toMatchObject({ status: 'awaiting_otp' });
    const sms = texts.find((m) => m.to === o.source.phoneNumber)!;
    expect(sms.text).toMatch(/^AirtelTigo Money: \d{6} is your code to approve a payment of GHS 25\.00/);
    const code = /(\d{6})/.exec(sms.text)![1]!;
    expect(await rail(o).status(o.reference)).toEqual({ status: 'pending' });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await rail(o).submitOtp(o.reference, wrong)).toEqual({ status: 'wrong_otp', reason: 'The code you entered is not correct' });
    expect(await rail(o).submitOtp(o.reference, code)).toEqual({ status: 'accepted' });
    expect(await finalState(o)).toMatchObject({ status: 'successful' });
    expect(await rail(o).submitOtp(o.reference, code)).toMatchObject({ status: 'refused' });
  });

  it('three wrong codes fail the charge, and nothing was ever collected', async () => {
    const o = order(wallet('TELECEL', '5555'));
    await rail(o).request(o);
    expect(await rail(o).submitOtp(o.reference, '000001')).toMatchObject({ status: 'wrong_otp' });
    expect(await rail(o).submitOtp(o.reference, '000002')).toMatchObject({ status: 'wrong_otp' });
    expect(await rail(o).submitOtp(o.reference, '000003')).toEqual({
      status: 'refused',
      reason: 'Too many wrong codes: the charge was cancelled',
    });
    expect(await rail(o).status(o.reference)).toMatchObject({ status: 'failed', reason: 'Too many wrong codes: the charge was cancelled' });
  });

  it('a payer who declines (…1111): failed with the network’s reason, and a charge.failed webhook', async () => {
    const o = order(wallet('TELECEL', '1111'));
    expect(await rail(o).request(o)).toEqual({ status: 'accepted' });
    expect(await finalState(o)).toEqual({ status: 'failed', reason: 'Declined by the payer', code: 'failed' });
    const [hook] = await waitFor(
      () => webhooksFor(o.reference),
      (w) => w.length >= 1,
    );
    expect(hook!.json.event).toBe('charge.failed');
  });

  it('a 500 (…3333) records nothing: the outcome is unknown, and verify says the reference is unknown', async () => {
    const o = order(wallet('AIRTELTIGO', '3333'));
    await expect(rail(o).request(o)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(await rail(o).status(o.reference)).toEqual({ status: 'unknown' });
  });

  it('a charge that never completes (…2222) stays pending', async () => {
    const o = order(wallet('TELECEL', '2222'));
    await rail(o).request(o);
    await new Promise((r) => setTimeout(r, SETTLE_MS * 3));
    expect(await rail(o).status(o.reference)).toEqual({ status: 'pending' });
  });

  it('a retry under the same reference is accepted and charges once', async () => {
    const o = order(wallet('TELECEL'));
    expect(await rail(o).request(o)).toEqual({ status: 'accepted' });
    expect(await rail(o).request(o)).toEqual({ status: 'accepted' });
    await finalState(o);
    expect(sim.control.books().orders.filter((x) => x.reference === o.reference)).toHaveLength(1);
  });

  it('faults set over the control apply to charges: a set fault overrides the number, and no_callback sends no webhook', async () => {
    const o = order(wallet('TELECEL'));
    sim.control.setFault(o.source.phoneNumber.replace('+233', '0'), 'failed:NOT_ENOUGH_FUNDS');
    await rail(o).request(o);
    expect(await finalState(o)).toMatchObject({ status: 'failed', reason: 'Insufficient funds in the mobile money wallet' });
    const quiet = order(wallet('TELECEL'));
    sim.control.setFault(quiet.source.phoneNumber.replace('+233', '0'), 'no_callback');
    await rail(quiet).request(quiet);
    expect(await finalState(quiet)).toMatchObject({ status: 'successful' });
    await new Promise((r) => setTimeout(r, 100));
    expect(webhooksFor(quiet.reference)).toHaveLength(0);
  });

  it('refuses a charge it cannot take (a bad number) without recording it', async () => {
    const res = await fetch(`${server.url}/charge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'a@b.co',
        amount: 100,
        currency: 'GHS',
        reference: 'x1',
        mobile_money: { phone: '12', provider: 'vod' },
      }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Invalid phone number');
  });
});
