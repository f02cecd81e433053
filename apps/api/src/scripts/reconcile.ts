import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase, createPool } from '@ghanapay/db';
import type { SimulatedAccountProviders } from '@ghanapay/providers';
import { loadEnv } from '../env';
import { DEMO_RUNTIME_FILE, describeReconcileReport, moneyRailsFor, reconcileTransfers } from '../modules/money';

// `pnpm reconcile`: every transfer's state against its provider's answer, and the settlement accounts
// against the transfers. Exit 0 when they agree, 1 on a difference, 2 when it cannot run.
// On DATABASE_URL it uses the configured providers. In demo mode the simulators live inside the running
// app, which leaves where to reach them (and its embedded database) in DATA_DIR/demo-runtime.json.
async function main(): Promise<number> {
  const env = loadEnv();
  let databaseUrl = env.DATABASE_URL;
  let simulated: SimulatedAccountProviders | undefined;
  if (env.MTN_MOMO_PROVIDER === 'simulator' || env.AGGREGATOR_PROVIDER === 'simulator') {
    try {
      const runtime = JSON.parse(readFileSync(path.join(env.DATA_DIR, DEMO_RUNTIME_FILE), 'utf8')) as {
        databaseUrl: string;
        providers: SimulatedAccountProviders;
      };
      simulated = runtime.providers;
      databaseUrl ??= runtime.databaseUrl;
    } catch {
      console.error('The demo providers run inside the app: start it first (pnpm start), then run pnpm reconcile.');
      return 2;
    }
  }
  if (!databaseUrl) {
    console.error('Set DATABASE_URL, or start the app (pnpm start) to reconcile the demo.');
    return 2;
  }
  const db = createDatabase(createPool(databaseUrl, 2));
  try {
    const report = await reconcileTransfers({ db, moneyRails: moneyRailsFor(env, simulated), now: () => new Date() });
    for (const line of describeReconcileReport(report)) console.log(line);
    return report.differences.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(`Reconciliation could not run: ${(error as Error).message}`);
    return 2;
  } finally {
    await db.destroy();
  }
}

// process.exit, not exitCode: tsx (pnpm reconcile) does not pass process.exitCode on.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Reconciliation failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
