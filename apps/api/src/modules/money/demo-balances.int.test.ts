import { auditLedger } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { creditDemoBalances } from './demo-balances';
import { balanceOf, createMoneyUser } from './testing/money-test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('creditDemoBalances', () => {
  it('credits each demo user ₵1,000.00 once, however often the seed runs', async () => {
    const ama = await createMoneyUser(t);
    const kofi = await createMoneyUser(t);
    const credited = await creditDemoBalances(t.deps, [ama.username, kofi.username, 'nobody_by_that_name']);
    expect(credited).toEqual([ama.username, kofi.username]);
    expect(await balanceOf(t, ama.id)).toBe(1_000_00n);

    // Reseeding after Ama spent some: nothing is credited again.
    const sent = await ama.client.post('/api/send-money', { amount: '100.00', recipientUsername: kofi.username });
    expect(sent.status, sent.text).toBe(200);
    expect(await creditDemoBalances(t.deps, [ama.username, kofi.username])).toEqual([]);
    expect(await balanceOf(t, ama.id)).toBe(900_00n);
    expect(await balanceOf(t, kofi.id)).toBe(1_100_00n);
  });

  it('does not credit a wallet that already has entries, and two seeds at once credit once', async () => {
    const funded = await createMoneyUser(t, { balance: 5_00n });
    expect(await creditDemoBalances(t.deps, [funded.username])).toEqual([]);
    const fresh = await createMoneyUser(t);
    const results = await Promise.all([creditDemoBalances(t.deps, [fresh.username]), creditDemoBalances(t.deps, [fresh.username])]);
    expect(results.flat()).toEqual([fresh.username]);
    expect(await balanceOf(t, fresh.id)).toBe(1_000_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });
});
