import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoAccountProviders, type RunningDemoAccountProviders } from '../simulators/demo-account-providers';
import { startCallbackReceiver, waitFor } from '../testing/callback-receiver';
import { createMoneyRails } from './create-money-rails';

describe('createMoneyRails in demo mode: the real adapters against the demo simulators', () => {
  let sims: RunningDemoAccountProviders;
  let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
  beforeAll(async () => {
    receiver = await startCallbackReceiver();
    sims = await startDemoAccountProviders(
      { subscribers: async () => null, accounts: async () => null },
      { momoCallbackUrl: `${receiver.url}/api/callbacks/mtn-momo`, settleAfterMs: 50 },
    );
  });
  afterAll(async () => {
    await sims.stop();
    await receiver.close();
  });
  const rails = () => createMoneyRails({ mtn: { provider: 'simulator' }, aggregator: { provider: 'simulator' } }, sims);

  it('gives MTN wallets to MTN, other wallets and banks to the aggregator, and collects from MTN through MTN, from the others through the aggregator’s charge', () => {
    const r = rails();
    expect(r.payoutRailFor({ kind: 'mobile_money', network: 'MTN', phoneNumber: '+233245550001', accountName: 'A' }).provider).toBe(
      'mtn-momo',
    );
    expect(r.payoutRailFor({ kind: 'mobile_money', network: 'TELECEL', phoneNumber: '+233205550001', accountName: 'A' }).provider).toBe(
      'paystack',
    );
    expect(r.payoutRailFor({ kind: 'mobile_money', network: 'AIRTELTIGO', phoneNumber: '+233275550001', accountName: 'A' }).provider).toBe(
      'paystack',
    );
    expect(r.payoutRailFor({ kind: 'bank', bankSortCode: '040', accountNumber: '1234567890', accountName: 'A' }).provider).toBe('paystack');
    const wallet = (network: 'MTN' | 'TELECEL' | 'AIRTELTIGO') => ({
      kind: 'mobile_money' as const,
      network,
      phoneNumber: '+233245550001',
    });
    expect(r.collectionRailFor(wallet('MTN')).provider).toBe('mtn-momo');
    expect(r.collectionRailFor(wallet('TELECEL')).provider).toBe('paystack');
    expect(r.collectionRailFor(wallet('AIRTELTIGO')).provider).toBe('paystack');
    expect(sims.mtn.disbursement).toEqual({
      subscriptionKey: sims.mtn.subscriptionKey,
      apiUser: sims.mtn.apiUser,
      apiKey: sims.mtn.apiKey,
    });
    expect(sims.mtn.callbackUrl).toBe(`${receiver.url}/api/callbacks/mtn-momo`);
  });

  it('an MTN payout and a Paystack payout each end with a callback that names their reference', async () => {
    const r = rails();
    sims.controls.paystack.setCallbackUrl(`${receiver.url}/api/callbacks/paystack`);
    const mtn = {
      reference: randomUUID(),
      amountPesewas: 5_00n,
      destination: { kind: 'mobile_money' as const, network: 'MTN' as const, phoneNumber: '+233245557001', accountName: 'Ama' },
      note: 'GhanaPay',
    };
    const telecel = {
      ...mtn,
      reference: randomUUID(),
      destination: { ...mtn.destination, network: 'TELECEL' as const, phoneNumber: '+233205557001' },
    };
    expect(await r.payoutRailFor(mtn.destination).submit(mtn)).toEqual({ status: 'accepted' });
    expect(await r.payoutRailFor(telecel.destination).submit(telecel)).toEqual({ status: 'accepted' });
    const received = await waitFor(
      () => receiver.received,
      (all) => all.length >= 2,
    );
    const byPath = Object.fromEntries(received.map((c) => [c.path, c]));
    expect(r.referenceOfCallback('mtn-momo', byPath['/api/callbacks/mtn-momo']!.body, byPath['/api/callbacks/mtn-momo']!.headers)).toBe(
      mtn.reference,
    );
    expect(r.referenceOfCallback('paystack', byPath['/api/callbacks/paystack']!.body, byPath['/api/callbacks/paystack']!.headers)).toBe(
      telecel.reference,
    );
    expect(await r.payoutRailFor(mtn.destination).status(mtn.reference)).toMatchObject({ status: 'successful' });
    expect(await r.payoutRailFor(telecel.destination).status(telecel.reference)).toMatchObject({ status: 'successful' });
    const source = { kind: 'mobile_money' as const, network: 'MTN' as const, phoneNumber: '+233245557002' };
    const request = { reference: randomUUID(), amountPesewas: 7_00n, source, note: 'Add money' };
    expect(await r.collectionRailFor(source).request(request)).toEqual({ status: 'accepted' });
    await waitFor(
      () => r.collectionRailFor(source).status(request.reference),
      (s) => s.status === 'successful',
    );
    expect(sims.controls.momo.books().balances.collection).toBe(7_00n);
  });

  it('never throws on a callback: unconfigured, unreadable or unauthenticated is null', () => {
    const bare = createMoneyRails({ mtn: { provider: 'simulator' }, aggregator: { provider: 'simulator' } });
    expect(bare.referenceOfCallback('paystack', '{"event":"transfer.success","data":{"reference":"x"}}', {})).toBeNull();
    expect(bare.referenceOfCallback('mtn-momo', '<xml/>', {})).toBeNull();
    expect(bare.referenceOfCallback('mtn-momo', JSON.stringify({ externalId: 'DROP TABLE' }), {})).toBeNull();
    const reference = randomUUID();
    expect(bare.referenceOfCallback('mtn-momo', JSON.stringify({ externalId: reference, status: 'SUCCESSFUL' }), {})).toBe(reference);
    expect(() => bare.payoutRailFor({ kind: 'bank', bankSortCode: '040', accountNumber: '1', accountName: 'A' })).not.toThrow();
  });
});
