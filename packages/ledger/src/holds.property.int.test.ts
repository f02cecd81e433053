import { createTestDatabase, type TestDatabase } from '@ghanapay/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from './audit-ledger';
import { getBalance } from './get-balance';
import { capture, findHold, hold, release, type HoldOutcome } from './holds';
import { isLedgerError } from './ledger-error';
import { systemAccount } from './system-account';
import { createWallets } from './testing/create-user';

// Random batches of holds, captures and releases among a few wallets, each batch run all at once so
// the calls race inside PostgreSQL (many holds unaffordable, captures and releases of the same hold
// at the same time). Whatever the interleaving, each wallet ends at its opening minus what is still
// held or was captured, every hold ended at most once, and the audit is clean.

const WALLETS = 3;

type Op = { type: 'hold'; wallet: number; amount: bigint } | { type: 'capture' | 'release'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('hold' as const),
      wallet: fc.integer({ min: 0, max: WALLETS - 1 }),
      amount: fc.bigInt({ min: 1n, max: 1_500n }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('capture' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('release' as const), pick: fc.nat() }) },
);
const batches = fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 });
const openings = fc.array(fc.bigInt({ min: 0n, max: 3_000n }), { minLength: WALLETS, maxLength: WALLETS });

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

let run = 0;

describe('holds under random concurrent use', () => {
  it('never move money twice, never overdraw, and leave a clean audit', async () => {
    const settlement = await systemAccount(t.db, 'bank_settlement');
    await fc.assert(
      fc.asyncProperty(openings, batches, async (opening, plan) => {
        run++;
        const wallets = await Promise.all(opening.map((o) => createWallets(t.db, 1, o).then((w) => w[0]!)));
        const settlementBefore = await getBalance(t.db, settlement);
        const holdIds: string[] = [];
        const outcomes = new Map<string, HoldOutcome[]>();
        let n = 0;
        for (const batch of plan) {
          const known = [...holdIds];
          await Promise.all(
            batch.map(async (o) => {
              if (o.type === 'hold') {
                try {
                  const h = await hold(t.db, {
                    accountId: wallets[o.wallet]!,
                    amountPesewas: o.amount,
                    reason: 'payout',
                    reference: `prop:${run}:${n++}`,
                  });
                  holdIds.push(h.id);
                } catch (error) {
                  if (!isLedgerError(error, 'INSUFFICIENT_FUNDS')) throw error;
                }
                return;
              }
              if (known.length === 0) return;
              const id = known[o.pick % known.length]!;
              const outcome = o.type === 'capture' ? await capture(t.db, id, { to: settlement }) : await release(t.db, id);
              outcomes.set(id, [...(outcomes.get(id) ?? []), outcome]);
            }),
          );
        }

        let captured = 0n;
        const stillOut = wallets.map(() => 0n);
        for (const id of holdIds) {
          const h = (await findHold(t.db, { id }))!;
          const ends = outcomes.get(id) ?? [];
          // At most one call moved money, and every call names the journal that ended the hold.
          expect(ends.filter((e) => e.applied).length).toBe(h.status === 'open' ? 0 : 1);
          for (const e of ends) expect(e.journalId).toBe(h.capturedJournalId ?? h.releasedJournalId);
          const w = wallets.indexOf(h.sourceAccountId);
          if (h.status !== 'released') stillOut[w] = stillOut[w]! + h.amountPesewas;
          if (h.status === 'captured') captured += h.amountPesewas;
        }
        for (let w = 0; w < WALLETS; w++) {
          const balance = await getBalance(t.db, wallets[w]!);
          expect(balance).toBe(opening[w]! - stillOut[w]!);
          expect(balance >= 0n).toBe(true);
        }
        expect(await getBalance(t.db, settlement)).toBe(settlementBefore + captured);
        expect(await auditLedger(t.db)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });
});
