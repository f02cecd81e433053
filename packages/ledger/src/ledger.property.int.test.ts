import { createTestDatabase, type TestDatabase } from '@ghanapay/db/testing';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from './audit-ledger';
import { creditFromFunding } from './credit-from-funding';
import { ensureWalletAccount } from './ensure-wallet-account';
import { isLedgerError, type LedgerErrorCode } from './ledger-error';
import { reverseJournal } from './reverse-journal';
import { createUser } from './testing/create-user';
import { transfer } from './transfer';
import type { PostedJournal } from './types';

// Property-based tests against the real PostgreSQL: random sequences of transfers (many unaffordable),
// funding credits and reversals among a handful of wallets, checked against a model of the balances.
// Runs are bounded (numRuns × ops) to keep the file at a few seconds.

const WALLETS = 4;

type Op =
  | { type: 'transfer'; from: number; to: number; amount: bigint }
  | { type: 'fund'; to: number; amount: bigint }
  | { type: 'reverse'; pick: number };

const wallet = fc.integer({ min: 0, max: WALLETS - 1 });
const amount = fc.bigInt({ min: 1n, max: 3_000n });
// Mostly between two different wallets; now and then to itself (which must be refused).
const transferOp = fc.record({ from: wallet, shift: fc.integer({ min: 0, max: 12 }), amount }).map(({ from, shift, amount }): Op => ({
  type: 'transfer',
  from,
  to: shift === 0 ? from : (from + 1 + ((shift - 1) % (WALLETS - 1))) % WALLETS,
  amount,
}));
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: transferOp },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('fund' as const), to: wallet, amount }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant('reverse' as const), pick: fc.nat() }) },
);
const openings = fc.array(fc.bigInt({ min: 0n, max: 2_000n }), { minLength: WALLETS, maxLength: WALLETS });

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

interface Setup {
  users: string[];
  accounts: string[];
}

async function setUpWallets(opening: bigint[]): Promise<Setup> {
  const users: string[] = [];
  const accounts: string[] = [];
  for (const amountPesewas of opening) {
    const userId = await createUser(t.db);
    users.push(userId);
    accounts.push(await ensureWalletAccount(t.db, userId));
    if (amountPesewas > 0n) await creditFromFunding(t.db, { userId, amountPesewas });
  }
  return { users, accounts };
}

async function readBalances(accounts: string[]): Promise<bigint[]> {
  const rows = await t.db.selectFrom('ledgerAccounts').select(['id', 'balancePesewas']).where('id', 'in', accounts).execute();
  const byId = new Map(rows.map((r) => [r.id, BigInt(r.balancePesewas)]));
  return accounts.map((id) => byId.get(id)!);
}

async function outcome(work: Promise<unknown>): Promise<{ ok: true; value: unknown } | { ok: false; code: LedgerErrorCode }> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    if (isLedgerError(error)) return { ok: false, code: error.code };
    throw error;
  }
}

async function expectLedgerWhole(): Promise<void> {
  expect(await auditLedger(t.db)).toEqual([]);
  const total = await sql<{ total: string }>`SELECT coalesce(sum(balance_pesewas), 0) AS total FROM ledger_accounts`.execute(t.db);
  expect(BigInt(total.rows[0]!.total)).toBe(0n);
  const negative = await sql<{
    n: string;
  }>`SELECT count(*) AS n FROM ledger_accounts WHERE kind = 'wallet' AND balance_pesewas < 0`.execute(t.db);
  expect(negative.rows[0]!.n).toBe('0');
}

interface ModelJournal {
  journalId: string;
  /** Signed change per wallet index (funding's side is not modelled: it may be anything). */
  deltas: Map<number, bigint>;
  isReversal: boolean;
  reversed: boolean;
}

describe('ledger properties', () => {
  it('random sequences of transfers, credits and reversals keep every invariant and move exactly what they say', async () => {
    await fc.assert(
      fc.asyncProperty(openings, fc.array(op, { minLength: 10, maxLength: 30 }), async (opening, ops) => {
        const { users, accounts } = await setUpWallets(opening);
        const model = [...opening];
        const journals: ModelJournal[] = [];

        for (const o of ops) {
          const before = await readBalances(accounts);
          expect(before).toEqual(model);
          let expected: LedgerErrorCode | 'ok';
          let result: Awaited<ReturnType<typeof outcome>>;
          const deltas = new Map<number, bigint>();

          if (o.type === 'transfer') {
            expected = o.from === o.to ? 'DUPLICATE_ACCOUNT' : model[o.from]! < o.amount ? 'INSUFFICIENT_FUNDS' : 'ok';
            if (o.from !== o.to) deltas.set(o.from, -o.amount).set(o.to, o.amount);
            result = await outcome(transfer(t.db, { from: accounts[o.from]!, to: accounts[o.to]!, amountPesewas: o.amount }));
          } else if (o.type === 'fund') {
            expected = 'ok';
            deltas.set(o.to, o.amount);
            result = await outcome(creditFromFunding(t.db, { userId: users[o.to]!, amountPesewas: o.amount }));
          } else {
            if (journals.length === 0) continue;
            const target = journals[o.pick % journals.length]!;
            for (const [w, d] of target.deltas) deltas.set(w, -d);
            const unaffordable = [...deltas].some(([w, d]) => model[w]! + d < 0n);
            expected = target.isReversal
              ? 'CANNOT_REVERSE_REVERSAL'
              : target.reversed
                ? 'ALREADY_REVERSED'
                : unaffordable
                  ? 'INSUFFICIENT_FUNDS'
                  : 'ok';
            result = await outcome(reverseJournal(t.db, target.journalId));
            if (result.ok) target.reversed = true;
          }

          expect(result.ok ? 'ok' : result.code).toBe(expected);
          const after = await readBalances(accounts);
          if (result.ok) {
            for (const [w, d] of deltas) model[w] = model[w]! + d;
            journals.push({
              journalId: (result.value as PostedJournal).journalId,
              deltas,
              isReversal: o.type === 'reverse',
              reversed: false,
            });
            // exactly its amount moved, on exactly the accounts it names
            after.forEach((balance, w) => expect(balance - before[w]!).toBe(deltas.get(w) ?? 0n));
          } else {
            expect(after).toEqual(before); // a failed movement moved nothing
          }
          expect(after.every((b) => b >= 0n)).toBe(true);
        }
        await expectLedgerWhole();
      }),
      { numRuns: 25 },
    );
  });

  it('random batches of parallel transfers lose no update: each balance is its opening plus the moves that succeeded', async () => {
    const parallelTransfer = fc
      .record({ from: wallet, to: wallet, amount: fc.bigInt({ min: 1n, max: 1_500n }) })
      .filter((x) => x.from !== x.to);
    await fc.assert(
      fc.asyncProperty(openings, fc.array(parallelTransfer, { minLength: 2, maxLength: 16 }), async (opening, batch) => {
        const { accounts } = await setUpWallets(opening);
        const results = await Promise.all(
          batch.map((x) =>
            outcome(
              t.db.transaction().execute((trx) => transfer(trx, { from: accounts[x.from]!, to: accounts[x.to]!, amountPesewas: x.amount })),
            ),
          ),
        );
        const expected = [...opening];
        results.forEach((r, i) => {
          if (!r.ok) return expect(r.code).toBe('INSUFFICIENT_FUNDS');
          const x = batch[i]!;
          expected[x.from] = expected[x.from]! - x.amount;
          expected[x.to] = expected[x.to]! + x.amount;
        });
        expect(await readBalances(accounts)).toEqual(expected);
        expect(expected.every((b) => b >= 0n)).toBe(true);
        await expectLedgerWhole();
      }),
      { numRuns: 15 },
    );
  });
});
