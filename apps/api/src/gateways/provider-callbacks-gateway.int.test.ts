import { randomUUID } from 'node:crypto';
import type { CollectionSource, PayoutDestination } from '@ghanapay/providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { runDueTransfers } from '../modules/money/external/transfer-state-machine';
import { runUntilFinal, transferRow, walletUser } from '../modules/money/testing/transfer-test-helpers';
import { settlePendingCallbackChecks } from './provider-callbacks-gateway';

let t: TestApp;
/** Status reads sent to the providers (MTN disbursement and collection, the aggregator), by reference. */
const statusReads: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const rails = t.deps.moneyRails;
  const payoutRailFor = rails.payoutRailFor.bind(rails);
  rails.payoutRailFor = (destination: PayoutDestination) => {
    const rail = payoutRailFor(destination);
    return {
      ...rail,
      status: (reference: string) => {
        statusReads.push(reference);
        return rail.status(reference);
      },
    };
  };
  const collectionRailFor = rails.collectionRailFor.bind(rails);
  rails.collectionRailFor = (source: CollectionSource) => {
    const rail = collectionRailFor(source);
    return {
      ...rail,
      status: (reference: string) => {
        statusReads.push(reference);
        return rail.status(reference);
      },
    };
  };
});
afterAll(async () => {
  await t?.close();
});

async function mtnCallback(body: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${t.baseUrl}/api/callbacks/mtn-momo`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
  return { status: res.status, text: await res.text() };
}

const forged = (id: string, status = 'SUCCESSFUL', extra = '') =>
  JSON.stringify({ externalId: id, referenceId: id, status, financialTransactionId: '1', reason: extra });

/** An instant ₵100.00 payout to the user's MTN wallet, left processing (the simulator never answers it). */
async function processingPayout(): Promise<string> {
  const user = await walletUser(t, 500_00n);
  t.simulators!.momo.setFault(user.mtnPhone.replace('+', ''), 'pending_forever');
  const res = await user.client.post('/api/wallet/transfer', { amount: '100.00', accountId: user.mtn, transferType: 'instant' });
  expect(res.status, res.text).toBe(200);
  await runDueTransfers(t.deps);
  expect((await transferRow(t, res.body.transfer.id)).status).toBe('processing');
  return res.body.transfer.id;
}

describe('MTN callbacks (unsigned): the same answer for every one, and bounded status reads', () => {
  it('answers a forged callback alike whether its reference is unknown, processing or completed, or no reference at all', async () => {
    const processing = await processingPayout();
    const done = await walletUser(t, 500_00n);
    const paid = await done.client.post('/api/wallet/transfer', { amount: '10.00', accountId: done.mtn, transferType: 'instant' });
    expect(await runUntilFinal(t, paid.body.transfer.id)).toBe('completed');

    const answers = await Promise.all([
      mtnCallback(forged(randomUUID())),
      mtnCallback(forged(processing)),
      mtnCallback(forged(paid.body.transfer.id)),
      mtnCallback('{"status":"SUCCESSFUL"}'),
      mtnCallback('not json'),
    ]);
    for (const answer of answers) expect(answer).toEqual({ status: 200, text: '{"status":"received"}' });
    await settlePendingCallbackChecks();
    // The forged SUCCESSFUL moved nothing: MTN itself still says pending.
    expect((await transferRow(t, processing)).status).toBe('processing');
  });

  it('50 forged callbacks naming one transfer cause one status read at MTN per claimed outcome, and one more after 15 s', async () => {
    const id = await processingPayout();
    t.advanceClock(60_000); // past the previous test's window
    statusReads.length = 0;
    // Any body: the claimed outcome varies among MTN's words, and the rest of the body freely.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => mtnCallback(forged(id, i % 2 === 0 ? 'SUCCESSFUL' : `MADE-UP-${i}`, `x${i}`))),
    );
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`))).toEqual(new Set(['200 {"status":"received"}']));
    await settlePendingCallbackChecks();
    // One read for the SUCCESSFUL claims, one for the rest (read as one claim: "other").
    expect(statusReads.filter((r) => r === id)).toHaveLength(2);

    t.advanceClock(15_000);
    await mtnCallback(forged(id));
    await settlePendingCallbackChecks();
    expect(statusReads.filter((r) => r === id)).toHaveLength(3);
    expect((await transferRow(t, id)).status).toBe('processing');
  });

  it('a real callback still ends a transfer (the check runs after the answer)', async () => {
    const user = await walletUser(t, 500_00n);
    const res = await user.client.post('/api/wallet/transfer', { amount: '20.00', accountId: user.mtn, transferType: 'instant' });
    await runDueTransfers(t.deps);
    // The simulator pays and calls back on its own; nothing else drives the transfer here.
    for (let i = 0; i < 40 && (await transferRow(t, res.body.transfer.id)).status !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await settlePendingCallbackChecks();
    }
    expect((await transferRow(t, res.body.transfer.id)).status).toBe('completed');
  });
});
