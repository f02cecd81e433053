import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { applyProviderState } from './transfer-state-machine';
import { listExternalTransfers } from './external-transfer-service';
import { balanceOf, expectCleanAudit, journalByKind, runUntilFinal, transferRow, walletUser } from '../testing/transfer-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('Add Money and the balance limit (minimum tier: ₵5,000.00)', () => {
  it('8 parallel requests of ₵1,000 from ₵1,138.32 let only what fits through, and the balance ends below the limit', async () => {
    const ama = await walletUser(t, 1_138_32n);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => ama.client.post('/api/wallet/add-money', { amount: '1000.00', accountId: ama.mtn })),
    );
    const accepted = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status !== 200);
    // The room is ₵3,861.68: three requests of ₵1,000 fit, counting the ones still waiting for approval.
    expect(accepted).toHaveLength(3);
    expect(refused.map((r) => r.status)).toEqual([422, 422, 422, 422, 422]);
    for (const r of refused) {
      expect(r.body.message).toMatch(
        /^This would take your balance above your limit of ₵5,000\.00, counting the ₵[23],000\.00 already waiting for your approval\. Verify your identity to raise your limits\.$/,
      );
    }
    for (const r of accepted) expect(await runUntilFinal(t, r.body.transfer.id)).toBe('completed');
    const balance = await balanceOf(t, ama.id);
    expect(balance).toBe(4_138_32n);
    expect(balance).toBeLessThanOrEqual(5_000_00n);
    // Once credited, the room is the limit less the balance again.
    const more = await ama.client.post('/api/wallet/add-money', { amount: '861.68', accountId: ama.mtn });
    expect(more.status, more.text).toBe(200);
    const tooMuch = await ama.client.post('/api/wallet/add-money', { amount: '0.01', accountId: ama.mtn });
    expect(tooMuch.status).toBe(422);
    await expectCleanAudit(t);
  });

  it('a collection that succeeds after a payment filled the room is sent back to the payer, with a notice, never credited', async () => {
    const kofi = await walletUser(t, 4_000_00n);
    const friend = await walletUser(t, 2_000_00n);
    const added = await kofi.client.post('/api/wallet/add-money', { amount: '900.00', accountId: kofi.mtn });
    expect(added.status, added.text).toBe(200);
    // Meanwhile a payment arrives: ₵4,499.00, so the ₵900.00 no longer fits. (Under ₵500: a first
    // payment of ₵500 or more would wait a few minutes before it arrives.)
    const paid = await friend.client.post('/api/send-money', { amount: '499.00', recipientUsername: kofi.username });
    expect(paid.status, paid.text).toBe(200);

    const collectionId: string = added.body.transfer.id;
    expect(await runUntilFinal(t, collectionId)).toBe('failed');
    expect(await balanceOf(t, kofi.id)).toBe(4_499_00n);
    const collection = await transferRow(t, collectionId);
    expect(collection.failureCode).toBe('balance_limit');
    expect(collection.settleJournalId).toBeNull();
    const phone = `024 555 ${kofi.mtnPhone.slice(-4)}`;
    expect(t.notifier.lastTo(kofi.email)?.text).toBe(
      `Nkabom: ₵900.00 from MTN MoMo ${phone} was not added to your wallet: it would take your balance above its limit of ₵5,000.00, so it is being sent back to ${phone}. Nothing was taken from your wallet. Ref ${collectionId.slice(0, 8).toUpperCase()}.`,
    );

    // The refund is a payout of its own, from the money MTN gave us, never through the wallet.
    const refund = await t.deps.db
      .selectFrom('externalTransfers')
      .selectAll()
      .where('refundOf', '=', collectionId)
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ direction: 'out', purpose: 'add_money_refund', accountNumber: kofi.mtnPhone, amountPesewas: '90000' });
    expect(await journalByKind(t, refund.holdJournalId)).toEqual({ momo_settlement: -900_00n, payout_pending: 900_00n });
    expect(await runUntilFinal(t, refund.id)).toBe('completed');
    expect(await balanceOf(t, kofi.id)).toBe(4_499_00n);
    expect(t.notifier.lastTo(kofi.email)?.text).toMatch(/^Nkabom: ₵900\.00 sent back to MTN MoMo 024 555 \d{4}: /);

    // The same success told again (a second callback, a poll) changes nothing: one refund, no credit.
    expect(await applyProviderState(t.deps, collectionId, { status: 'successful', providerTransactionId: 'again' })).toBe('unchanged');
    const refunds = await t.deps.db.selectFrom('externalTransfers').select('id').where('refundOf', '=', collectionId).execute();
    expect(refunds).toHaveLength(1);
    expect(await balanceOf(t, kofi.id)).toBe(4_499_00n);

    // What the transfers list (GET /api/wallet/transfers) shows.
    const list = await listExternalTransfers(t.deps, kofi.id);
    const labels = Object.fromEntries(list.map((x) => [x.id, x.statusLabel]));
    expect(labels[collectionId]).toBe('Sent back: above your balance limit');
    expect(labels[refund.id]).toBe('Sent back');
    await expectCleanAudit(t);
  });
});
