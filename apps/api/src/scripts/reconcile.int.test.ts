import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditLedger, getWalletBalanceByUser } from '@ghanapay/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { DEMO_RUNTIME_FILE } from '../modules/money';
import { runUntilFinal, walletUser } from '../modules/money/testing/transfer-test-helpers';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return env;
}

/** `pnpm reconcile` as a person runs it next to the demo: the app's runtime file in DATA_DIR. */
function runReconcile(dataDir: string): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      path.join(apiDir, 'node_modules/.bin/tsx'),
      ['src/scripts/reconcile.ts'],
      {
        cwd: apiDir,
        env: { ...withoutDatabaseUrl(), DEMO_MODE: '1', DATA_DIR: dataDir, NODE_ENV: 'development' },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ exitCode: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

let t: TestApp;
const transferStatus = async (id: string) =>
  (await t.deps.db.selectFrom('externalTransfers').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
let dataDir: string;
beforeAll(async () => {
  // Late successes 2.5 s after the failure: time for the person to spend the refund first.
  t = await startTestApp({}, { providerTiming: { lateMs: 2_500 } });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ghanapay-reconcile-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('pnpm reconcile', () => {
  it('says it needs the running demo when there is none', async () => {
    const result = await runReconcile(dataDir);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('start it first (pnpm start)');
  });

  it('agrees after transfers, then lists a payout the ledger refunded but the provider paid', { timeout: 120_000 }, async () => {
    const user = await walletUser(t, 300_00n);
    const paid = await user.client.post('/api/wallet/transfer', { amount: '40.00', accountId: user.mtn, transferType: 'instant' });
    expect(await runUntilFinal(t, paid.body.transfer.id)).toBe('completed');
    const simulated = t.deps.simulatorControls!;
    writeFileSync(
      path.join(dataDir, DEMO_RUNTIME_FILE),
      JSON.stringify({ databaseUrl: t.connectionString, providers: t.simulatedProviders }),
      { mode: 0o600 },
    );
    const clean = await runReconcile(dataDir);
    expect(clean.stderr).toBe('');
    expect(clean.exitCode).toBe(0);
    expect(clean.stdout).toMatch(
      /^Checked \d+ transfers with their providers: 0 still open on both sides, 0 final answers applied now, 0 differences\./,
    );
    expect(clean.stdout).toContain('OK: the ledger and the providers agree.');

    // A payout we marked failed (refunded) that MTN actually paid, and a wallet that spent the refund.
    const poor = await walletUser(t, 41_00n);
    simulated.momo.setFault(poor.mtnPhone.replace('+', ''), 'late_success');
    const lost = await poor.client.post('/api/wallet/transfer', {
      amount: '40.00',
      accountId: poor.mtn,
      transferType: 'instant',
      fee: '0.70',
    });
    expect(await runUntilFinal(t, lost.body.transfer.id)).toBe('failed');
    await poor.client.post('/api/bank-transfers', {
      recipientName: 'Shop Keeper',
      recipientAccount: '6060606060',
      bankCode: 'GCB',
      amount: '41.00',
    });
    // MTN pays after all (its callback comes): the wallet cannot cover it, so it waits for a person.
    for (let i = 0; i < 60 && (await transferStatus(lost.body.transfer.id)) !== 'review'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await transferStatus(lost.body.transfer.id)).toBe('review');
    const report = await runReconcile(dataDir);
    expect(report.exitCode).toBe(1);
    expect(report.stdout).toContain(
      `DIFFERENCE ${lost.body.transfer.id} (mtn-momo, out, ₵40.00): ledger review, provider successful: Paid out by the provider after it was refunded; the wallet cannot cover it (review)`,
    );
    // The money the wallet no longer had was never taken from it, and the ledger itself is sound.
    expect(await getWalletBalanceByUser(t.deps.db, poor.id)).toBe(0n);
    expect(await auditLedger(t.deps.db)).toEqual([]);
  });
});
