import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoAccountProviders, type RunningDemoAccountProviders } from '../simulators/demo-account-providers';
import { simulatedHolderName } from '../simulators/hubtel-commission-simulator';
import { startCallbackReceiver, waitFor } from '../testing/callback-receiver';
import { createBillPayments } from './create-bill-payments';

describe('createBillPayments: the real adapter against the demo’s simulator, and never a simulator outside demo mode', () => {
  let sims: RunningDemoAccountProviders;
  let receiver: Awaited<ReturnType<typeof startCallbackReceiver>>;
  beforeAll(async () => {
    receiver = await startCallbackReceiver();
    sims = await startDemoAccountProviders({ subscribers: async () => null, accounts: async () => null }, { settleAfterMs: 50 });
  });
  afterAll(async () => {
    await sims.stop();
    await receiver.close();
  });

  it('buys from the demo’s bill simulator, whose books and faults the demo controls', async () => {
    const bills = createBillPayments({ provider: 'simulator' }, sims);
    expect((await bills.lookup('gotv', '7029864396')).customerName).toBe(simulatedHolderName('7029864396'));
    const reference = randomUUID();
    sims.controls.hubtelCommission.setFault('7029864396', 'failed:ACCOUNT_NOT_FOUND');
    const order = { reference, service: 'gotv' as const, customerNumber: '7029864396', amountPesewas: 35_00n, callbackUrl: receiver.url };
    expect(await bills.pay(order)).toMatchObject({ state: 'pending' });
    const [callback] = await waitFor(
      () => receiver.received.map((c) => bills.parseCallback(c.body)).filter((c) => c?.reference === reference),
      (c) => c.length === 1,
    );
    expect(callback).toMatchObject({ state: 'failed', reason: 'The account number is not valid' });
    expect(sims.controls.hubtelCommission.books().orders).toMatchObject([{ reference, party: '7029864396', status: 'FAILED' }]);
  });

  it('refuses the simulator when none runs (production), and takes Hubtel’s own configuration', () => {
    expect(() => createBillPayments({ provider: 'simulator' })).toThrow(/only in demo mode/);
    const real = createBillPayments({
      provider: 'hubtel-commission',
      config: { ...sims.hubtelCommission, baseUrl: 'https://cs.hubtel.com' },
    });
    expect(real.provider).toBe('hubtel-commission');
  });
});
