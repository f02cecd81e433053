import { createTestDatabase, type TestDatabase } from '@ghanapay/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, auditLedgerReport } from './audit-ledger';
import { systemAccount } from './system-account';
import { createWallets } from './testing/create-user';
import { runAuditCli } from './testing/run-audit-cli';
import { transfer } from './transfer';

// The audit must catch what the posting code makes impossible, so these tests corrupt a database
// of their own behind the ledger's back, the way a bad migration or a manual fix could.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

describe('auditLedger', () => {
  it('reports a clean ledger with its totals', async () => {
    const [a, b] = await createWallets(t.db, 2, 10_000n);
    await transfer(t.db, { from: a!, to: b!, amountPesewas: 2_500n });
    const report = await auditLedgerReport(t.db);
    expect(report.violations).toEqual([]);
    expect(report.customerMoneyPesewas).toBe(20_000n);
    expect(report.journals).toBe(3);
    expect(report.entries).toBe(6);
  });

  it('finds each kind of corruption, and the CLI exits non-zero listing them', async () => {
    const [a, b] = await createWallets(t.db, 2, 10_000n);
    const posted = await transfer(t.db, { from: a!, to: b!, amountPesewas: 1_000n });
    const held = await systemAccount(t.db, 'held');

    // an entry that unbalances a journal (and the cached balance no longer matches it)
    await sql`INSERT INTO ledger_entries (journal_id, account_id, amount_pesewas) VALUES (${posted.journalId}, ${b}, 1)`.execute(t.db);
    // a journal with no entries
    const empty = await sql<{ id: string }>`INSERT INTO ledger_journals (kind) VALUES ('transfer') RETURNING id`.execute(t.db);
    // a cached balance edited by hand: negative held funds, not matching entries, ledger not zero-sum
    await sql`UPDATE ledger_accounts SET balance_pesewas = -500 WHERE id = ${held}`.execute(t.db);

    const violations = await auditLedger(t.db);
    expect(violations).toEqual(
      expect.arrayContaining([
        { type: 'UNBALANCED_JOURNAL', journalId: posted.journalId, sumPesewas: 1n },
        { type: 'EMPTY_JOURNAL', journalId: empty.rows[0]!.id },
        { type: 'BALANCE_MISMATCH', accountId: b, cachedPesewas: 11_000n, entriesPesewas: 11_001n },
        { type: 'BALANCE_MISMATCH', accountId: held, cachedPesewas: -500n, entriesPesewas: 0n },
        { type: 'NEGATIVE_BALANCE', accountId: held, accountKind: 'held', balancePesewas: -500n },
        { type: 'LEDGER_NOT_ZERO_SUM', totalPesewas: -500n },
      ]),
    );
    expect(violations).toHaveLength(6);

    const cli = await runAuditCli(t.connectionString);
    expect(cli.exitCode).toBe(1);
    expect(cli.stdout).toContain('6 violation(s)');
    expect(cli.stdout).toContain(`journal ${empty.rows[0]!.id}: has no entries`);
  });

  it('the CLI exits 2 when it cannot reach the database', async () => {
    const cli = await runAuditCli('postgres://nobody:x@127.0.0.1:1/none');
    expect(cli.exitCode).toBe(2);
  });
});
