import { auditLedger } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { balanceOf, countRows, createMoneyUser, moveClockToMidday, reportUser } from '../testing/money-test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
});

afterAll(async () => {
  await t?.close();
});

describe('concurrent money movements through the HTTP API', () => {
  it('20 parallel sends from a wallet that affords exactly 7: exactly 7 complete, the balance ends at 0', async () => {
    const k = 7;
    const sender = await createMoneyUser(t, { balance: BigInt(k) * 10_00n });
    const recipients = await Promise.all([0, 1, 2, 3].map(() => createMoneyUser(t)));
    const transactionsBefore = await countRows(t, 'transactions');

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        sender.client.post('/api/send-money', { amount: '10.00', recipientUsername: recipients[i % 4]!.username }),
      ),
    );

    const completed = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(completed).toHaveLength(k);
    expect(completed.every((r) => r.body.status === 'completed')).toBe(true);
    expect(refused).toHaveLength(20 - k);
    expect(refused.every((r) => r.status === 422 && r.body.code === 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await balanceOf(t, sender.id)).toBe(0n);
    const received = await Promise.all(recipients.map((r) => balanceOf(t, r.id)));
    expect(received.reduce((a, b) => a + b, 0n)).toBe(BigInt(k) * 10_00n);
    // A refused send leaves no row behind.
    expect(await countRows(t, 'transactions')).toBe(transactionsBefore + k);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('20 parallel sends with one Idempotency-Key move the money once', async () => {
    const sender = await createMoneyUser(t, { balance: 100_00n });
    const recipient = await createMoneyUser(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        sender.client.post(
          '/api/send-money',
          { amount: '10.00', recipientUsername: recipient.username },
          { 'Idempotency-Key': 'double-tap' },
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.body.id)).size).toBe(1);
    expect(results.every((r) => r.status === 200 || (r.status === 409 && r.body.code === 'IDEMPOTENCY_IN_FLIGHT'))).toBe(true);
    expect(await balanceOf(t, sender.id)).toBe(90_00n);
    expect(await balanceOf(t, recipient.id)).toBe(10_00n);
  });

  it('payments both ways between two wallets neither deadlock nor lose money', async () => {
    const a = await createMoneyUser(t, { balance: 100_00n });
    const b = await createMoneyUser(t, { balance: 100_00n });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? a.client.post('/api/send-money', { amount: '3.00', recipientUsername: b.username })
          : b.client.post('/api/send-money', { amount: '2.00', recipientUsername: a.username }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await balanceOf(t, a.id)).toBe(100_00n - 10n * 3_00n + 10n * 2_00n);
    expect(await balanceOf(t, b.id)).toBe(100_00n + 10n * 3_00n - 10n * 2_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('many payers, one recipient (a hot account): every payment lands', async () => {
    const shop = await createMoneyUser(t);
    const payers = await Promise.all(Array.from({ length: 10 }, () => createMoneyUser(t, { balance: 20_00n })));
    const results = await Promise.all(
      payers.flatMap((p) => [1, 2].map(() => p.client.post('/api/send-money', { amount: '5.00', recipientUsername: shop.username }))),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await balanceOf(t, shop.id)).toBe(100_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('proceed and cancel racing on one blocked payment: exactly one wins', async () => {
    const mule = await createMoneyUser(t);
    await reportUser(t, mule.id, 3);
    const sender = await createMoneyUser(t, { balance: 100_00n });
    const blocked = await sender.client.post('/api/send-money', { amount: '25.00', recipientUsername: mule.username });
    expect(blocked.body.status).toBe('blocked');
    const id = blocked.body.id as number;
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => sender.client.patch(`/api/transactions/${id}/status`, { status: 'pending' })),
      ...Array.from({ length: 5 }, () => sender.client.patch(`/api/transactions/${id}/status`, { status: 'cancelled' })),
    ]);
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    const expected = winners[0]!.body.status === 'completed' ? 75_00n : 100_00n;
    expect(await balanceOf(t, sender.id)).toBe(expected);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });
});
