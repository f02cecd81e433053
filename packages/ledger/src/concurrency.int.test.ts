import { createTestDatabase, type TestDatabase } from '@ghanapay/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from './audit-ledger';
import { getBalance } from './get-balance';
import { isLedgerError } from './ledger-error';
import { runAuditCli } from './testing/run-audit-cli';
import { createWallets } from './testing/create-user';
import { transfer } from './transfer';

// Each transfer runs in its own database transaction on its own pooled connection (the test pool
// has 20), so these really race inside PostgreSQL.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

const PARALLEL = 20;
const AMOUNT = 2_500n; // ₵25.00

describe('concurrent transfers', () => {
  it.each([0, 1, 7, 13, 19, 20])('a wallet that can afford exactly %i of 20 parallel sends completes exactly that many', async (k) => {
    const opening = BigInt(k) * AMOUNT + AMOUNT / 2n; // plus a remainder too small for one more send
    const [payer] = await createWallets(t.db, 1, opening);
    const recipients = await createWallets(t.db, PARALLEL, 0n);
    expect(t.pool.options.max).toBeGreaterThanOrEqual(PARALLEL);

    const results = await Promise.allSettled(
      recipients.map((to) =>
        t.db.transaction().execute((trx) => transfer(trx, { from: payer!, to, amountPesewas: AMOUNT, kind: 'p2p_send' })),
      ),
    );

    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(succeeded).toHaveLength(k);
    expect(failed).toHaveLength(PARALLEL - k);
    for (const f of failed) expect(isLedgerError(f.reason, 'INSUFFICIENT_FUNDS')).toBe(true);
    expect(await getBalance(t.db, payer!)).toBe(opening - BigInt(k) * AMOUNT);
    const received = await Promise.all(recipients.map((r) => getBalance(t.db, r)));
    expect(received.filter((b) => b === AMOUNT)).toHaveLength(k);
    expect(received.filter((b) => b === 0n)).toHaveLength(PARALLEL - k);
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('A→B and B→A in parallel, many times over, never deadlock and end at the exact balances', async () => {
    const [a, b] = await createWallets(t.db, 2, 1_000_000n);
    const rounds = 10;
    let expectedA = 1_000_000n;
    for (let round = 0; round < rounds; round++) {
      // 20 at once, alternating direction, amounts differing so a lost update would show
      const moves = Array.from({ length: PARALLEL }, (_, i) => ({ aToB: i % 2 === 0, amount: BigInt(100 + round * PARALLEL + i) }));
      const results = await Promise.allSettled(
        moves.map((m) =>
          t.db.transaction().execute((trx) => transfer(trx, { from: m.aToB ? a! : b!, to: m.aToB ? b! : a!, amountPesewas: m.amount })),
        ),
      );
      const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(rejected.map((r) => String(r.reason))).toEqual([]); // a deadlock would surface here as 40P01
      for (const m of moves) expectedA += m.aToB ? -m.amount : m.amount;
    }
    expect(await getBalance(t.db, a!)).toBe(expectedA);
    expect(await getBalance(t.db, b!)).toBe(2_000_000n - expectedA);
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it('pnpm ledger:audit passes on the database the concurrency tests used', async () => {
    const { exitCode, stdout } = await runAuditCli(t.connectionString);
    expect(stdout).toContain('OK: every journal balances');
    expect(exitCode).toBe(0);
  });
});
