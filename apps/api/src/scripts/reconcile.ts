import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase, createPool } from '@ghanapay/db';
import type { SimulatedAccountProviders, SimulatedBillProviders } from '@ghanapay/providers';
import { loadEnv } from '../env';
import {
  billRailFor,
  DEMO_RUNTIME_FILE,
  describeBillReconcileReport,
  describeReconcileReport,
  moneyRailsFor,
  reconcileBillPayments,
  reconcileTransfers,
} from '../modules/money';

// `pnpm reconcile`: every transfer's and bill payment's state against its provider's answer, and the
// settlement accounts (and the bills' commission income) against the payments behind them. Exit 0 when they agree, 1 on a difference, 2 when it cannot run.
// On DATABASE_URL it uses the configured providers. In demo mode the simulators live inside the running
// app, which leaves where to reach them (and its embedded database) in DATA_DIR/demo-runtime.json.
async function main(): Promise<number> {
  const env = loadEnv();
  let databaseUrl = env.DATABASE_URL;
  let simulated: (SimulatedAccountProviders & Partial<SimulatedBillProviders>) | undefined;
  if (env.MTN_MOMO_PROVIDER === 'simulator' || env.AGGREGATOR_PROVIDER === 'simulator' || env.BILLS_PROVIDER === 'simulator') {
    try {
      const runtime = JSON.parse(readFileSync(path.join(env.DATA_DIR, DEMO_RUNTIME_FILE), 'utf8')) as {
        databaseUrl: string;
        providers: SimulatedAccountProviders & Partial<SimulatedBillProviders>;
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
    let differences = report.differences.length;
    // Airtime, data and bills: the same, against the bills aggregator.
    const billRail = billRailFor(env, simulated?.hubtelCommission ? { hubtelCommission: simulated.hubtelCommission } : undefined);
    if (billRail) {
      const bills = await reconcileBillPayments({ db, billRail, now: () => new Date() });
      for (const line of describeBillReconcileReport(bills)) console.log(line);
      differences += bills.differences.length;
    }
    return differences === 0 ? 0 : 1;
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
