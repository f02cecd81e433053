import { auditLedger } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import {
  balanceOf,
  countRows,
  createMoneyUser,
  heldBalance,
  moveClockToMidday,
  reportUser,
  type MoneyTestUser,
} from '../testing/money-test-helpers';

let t: TestApp;
let mule: MoneyTestUser;
let friend: MoneyTestUser;

beforeAll(async () => {
  t = await startTestApp();
  moveClockToMidday(t);
  mule = await createMoneyUser(t, { firstName: 'Mule', lastName: 'Account' });
  friend = await createMoneyUser(t, { firstName: 'Good', lastName: 'Friend' });
  await reportUser(t, mule.id, 3);
});

afterAll(async () => {
  await t?.close();
});

async function blockedPayment(sender: MoneyTestUser, amount = '40.00') {
  const res = await sender.client.post('/api/send-money', { amount, recipientUsername: mule.username });
  expect(res.status, res.text).toBe(200);
  expect(res.body.status).toBe('blocked');
  return res.body as { id: number; fraudScore: number };
}

const patchStatus = (user: MoneyTestUser, id: number | string, status: string, headers: Record<string, string> = {}) =>
  user.client.patch(`/api/transactions/${id}/status`, { status }, headers);

describe('PATCH /api/transactions/{id}/status', () => {
  it('proceeding with a blocked payment runs the transfer now: completed, alert resolved', async () => {
    const sender = await createMoneyUser(t, { balance: 100_00n });
    const blocked = await blockedPayment(sender);
    expect(await balanceOf(t, sender.id)).toBe(100_00n);

    const res = await patchStatus(sender, blocked.id, 'pending');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: blocked.id, status: 'completed', amount: '40.00', fraudScore: blocked.fraudScore });
    expect(res.body.completedAt).not.toBeNull();
    expect(await balanceOf(t, sender.id)).toBe(60_00n);
    expect(await balanceOf(t, mule.id)).toBe(40_00n);
    const alerts = await sender.client.get('/api/fraud-alerts');
    expect(alerts.body.find((a: { transactionId: number }) => a.transactionId === blocked.id)).toMatchObject({ isResolved: true });

    // It is no longer blocked: proceeding again (without an idempotency key) is a state error.
    const again = await patchStatus(sender, blocked.id, 'pending');
    expect(again.status, again.text).toBe(409);
    expect(again.body.code).toBe('INVALID_STATE');
    expect(await balanceOf(t, sender.id)).toBe(60_00n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });

  it('cancelling a blocked payment moves nothing and is final', async () => {
    const sender = await createMoneyUser(t, { balance: 100_00n });
    const blocked = await blockedPayment(sender);
    const entries = await countRows(t, 'ledgerEntries');
    const res = await patchStatus(sender, blocked.id, 'cancelled');
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe('cancelled');
    expect(await balanceOf(t, sender.id)).toBe(100_00n);
    expect(await countRows(t, 'ledgerEntries')).toBe(entries);
    for (const status of ['pending', 'cancelled']) {
      const after = await patchStatus(sender, blocked.id, status);
      expect(after.status, after.text).toBe(409);
      expect(after.body.message).toMatch(/Only a blocked transaction can be .*; this one is cancelled/);
    }
  });

  it('proceeding without the money answers 422 and leaves the payment blocked', async () => {
    const sender = await createMoneyUser(t, { balance: 50_00n });
    const blocked = await blockedPayment(sender, '40.00');
    const spend = await sender.client.post('/api/send-money', { amount: '20.00', recipientUsername: friend.username });
    expect(spend.body.status).toBe('completed');
    const res = await patchStatus(sender, blocked.id, 'pending');
    expect(res.status, res.text).toBe(422);
    expect(res.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance' });
    const tx = await sender.client.get(`/api/transactions/${blocked.id}`);
    expect(tx.body.status).toBe('blocked');
    expect(await balanceOf(t, sender.id)).toBe(30_00n);
    // Cancelling is still possible.
    expect((await patchStatus(sender, blocked.id, 'cancelled')).body.status).toBe('cancelled');
  });

  it('a blocked payment to someone without an account proceeds into the held account (pending)', async () => {
    const newcomer = await createMoneyUser(t, { balance: 1_000_00n, ageDays: 0 });
    const res = await newcomer.client.post('/api/send-money', { amount: '1000.00', recipientPhone: '0209990001' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'blocked', recipientId: null, recipientPhone: '+233209990001', recipientName: null });
    const held = await heldBalance(t);
    const proceeded = await patchStatus(newcomer, res.body.id, 'pending');
    expect(proceeded.status, proceeded.text).toBe(200);
    expect(proceeded.body.status).toBe('pending');
    expect(await heldBalance(t)).toBe(held + 1_000_00n);
    expect(await balanceOf(t, newcomer.id)).toBe(0n);
  });

  it.each([['completed'], ['failed'], ['reversed'], ['blocked']])('refuses setting %s (409)', async (status) => {
    const sender = await createMoneyUser(t, { balance: 100_00n });
    const blocked = await blockedPayment(sender);
    const res = await patchStatus(sender, blocked.id, status);
    expect(res.status, res.text).toBe(409);
    expect(res.body.message).toBe('A transaction can only be set to pending (to proceed after a fraud warning) or cancelled');
  });

  it('refuses changing a completed payment', async () => {
    const sender = await createMoneyUser(t, { balance: 100_00n });
    const sent = await sender.client.post('/api/send-money', { amount: '1.00', recipientUsername: friend.username });
    const res = await patchStatus(sender, sent.body.id, 'cancelled');
    expect(res.status, res.text).toBe(409);
    expect(res.body.message).toBe('Only a blocked transaction can be cancelled; this one is completed');
  });

  it('refuses a status that does not exist and an id that is not one (400)', async () => {
    const sender = await createMoneyUser(t, { balance: 100_00n });
    const blocked = await blockedPayment(sender);
    const bogus = await patchStatus(sender, blocked.id, 'approved');
    expect(bogus.status).toBe(400);
    expect(bogus.body.message).toBe('Status must be pending (proceed) or cancelled');
    const badId = await patchStatus(sender, 'abc', 'cancelled');
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('Invalid transaction id');
  });

  it('another user cannot change (or learn about) someone’s transaction', async () => {
    const sender = await createMoneyUser(t, { balance: 100_00n });
    const stranger = await createMoneyUser(t);
    const blocked = await blockedPayment(sender);
    const res = await patchStatus(stranger, blocked.id, 'pending');
    expect(res.status, res.text).toBe(404);
    expect(res.body.message).toBe('Transaction not found');
    // Same answer as for an id nobody has.
    expect((await patchStatus(stranger, 99_999_999, 'pending')).body.message).toBe('Transaction not found');
    // The recipient of a completed payment knows it exists, but may not change it.
    const sent = await sender.client.post('/api/send-money', { amount: '1.00', recipientUsername: friend.username });
    const byRecipient = await patchStatus(friend, sent.body.id, 'cancelled');
    expect(byRecipient.status, byRecipient.text).toBe(403);
    // The blocked payment never reached the mule: not found for them either.
    expect((await patchStatus(mule, blocked.id, 'cancelled')).status).toBe(404);
    expect(await balanceOf(t, sender.id)).toBe(99_00n);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.client().patch('/api/transactions/1/status', { status: 'cancelled' });
    expect(res.status).toBe(401);
  });
});
