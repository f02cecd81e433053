import { APP_NAME } from '@ghanapay/validators';
import { openDatabase } from '@ghanapay/db';
import { demoExposureRefusal, loadEnv, productionRefusal } from './env';
import { createPushServiceSimulator, startSmileIdSimulator, type RunningDemoAccountProviders } from '@ghanapay/providers';
import { accountVerifierFor } from './modules/accounts';
import { identityFor } from './modules/kyc';
import { seedDemoData, startDemoAccountSimulators, startDemoProviders, type RunningDemoProviders } from './modules/demo';
import { BILL_PAYMENT_STEP_JOB, createJobQueue, TRANSFER_STEP_JOB } from './modules/jobs';
import { billRailFor, DEMO_RUNTIME_FILE, moneyRailsFor, sendGathererFor } from './modules/money';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createNotifier, pushSenderFor } from './modules/notify';
import { instrumentMoneyRails, instrumentProvider } from './modules/metrics';
import { registerMetricsGateway } from './gateways/metrics-gateway';
import Fastify from 'fastify';
import { buildServer } from './server';
import { SessionCache } from './http/session-cache';
import type { AppDeps } from './deps';

/** A clean stop that takes longer than this is cut short (exit 1, naming the step that hung). */
const SHUTDOWN_LIMIT_MS = 10_000;

const env = loadEnv();
const refusal = productionRefusal(env) ?? demoExposureRefusal(env);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE });
let demo: RunningDemoProviders | undefined;
let demoAccounts: RunningDemoAccountProviders | undefined;
if (env.DEMO_MODE) [demo, demoAccounts] = await Promise.all([startDemoProviders(database.db), startDemoAccountSimulators(database.db)]);
// Demo mode: Smile ID's simulator, spoken to by the real adapter (the Ghana Card numbers that pick its answers: docs/decisions.md, "Identity verification").
const smileId = env.DEMO_MODE && env.SMILE_ID_PROVIDER === 'simulator' ? await startSmileIdSimulator() : undefined;
const sessionCache = new SessionCache(env.DATABASE_LISTEN_URL ?? database.connectionString, {
  onError: (error) =>
    error instanceof Error && error.message.startsWith('Session cache:')
      ? console.error(error.message)
      : console.error('Session cache: lost its PostgreSQL connection (sessions are read from the database until it is back)', error),
});
await sessionCache.start();
const deps: AppDeps = {
  db: database.db,
  sessionCache,
  sendGatherer: sendGathererFor(database.db, env),
  env,
  notifier: createNotifier(env, { simulated: demo }),
  pushSender: pushSenderFor(env),
  // Demo mode: a Web Push service at /simulators/push, so a loopback subscription can be pushed to.
  pushServiceSimulator: env.DEMO_MODE ? createPushServiceSimulator() : undefined,
  accountVerifier: accountVerifierFor(env, demoAccounts),
  moneyRails: instrumentMoneyRails(moneyRailsFor(env, demoAccounts)),
  billRail: instrumentedBillRail(billRailFor(env, demoAccounts)),
  simulators: demoAccounts?.handlers,
  simulatorControls: demoAccounts?.controls,
  identity: identityFor(env, smileId),
  smileIdSimulator: smileId?.simulator,
  now: () => new Date(),
};

if (demoAccounts) {
  // For `pnpm reconcile` while the demo runs: its embedded database and simulators (this machine only).
  const runtime = {
    databaseUrl: database.connectionString,
    providers: { mtn: demoAccounts.mtn, paystack: demoAccounts.paystack, hubtelCommission: demoAccounts.hubtelCommission },
  };
  writeFileSync(path.join(env.DATA_DIR, DEMO_RUNTIME_FILE), JSON.stringify(runtime), { mode: 0o600 });
}

if (database.freshlyCreated && env.SEED_DEMO_DATA === 'true') {
  const seeded = await seedDemoData(deps);
  console.info(`Seeded ${seeded.length} demo users (password Demo-pass-2025): ${seeded.join(', ')}`);
}

const app = await buildServer(deps, { logger: true });
const jobs = createJobQueue({
  connectionString: database.connectionString,
  deps,
  log: { info: (m) => app.log.info(m), error: (e, m) => app.log.error({ err: e }, m) },
});
await jobs.start();
deps.kickTransfer = (id) => {
  jobs.send(TRANSFER_STEP_JOB, { id }).catch((error: unknown) => app.log.error({ err: error }, 'could not queue a transfer step'));
};
deps.kickBillPayment = (id) => {
  jobs.send(BILL_PAYMENT_STEP_JOB, { id }).catch((error: unknown) => app.log.error({ err: error }, 'could not queue a bill payment step'));
};

let closing = false;
/** Stops in order: HTTP (no new requests), the job queue, the simulators, the pool and the database. */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  let step = 'HTTP server';
  const timer = setTimeout(() => {
    console.error(`Shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s (stuck at: ${step}); exiting.`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
  timer.unref();
  const steps: [string, () => Promise<unknown>][] = [
    ['HTTP server', () => app.close()],
    ['metrics server', async () => metricsApp?.close()],
    ['job queue', () => jobs.stop()],
    ['session cache', () => sessionCache.stop()],
    ['demo simulators', async () => Promise.all([demo?.stop(), demoAccounts?.stop(), smileId?.close()])],
    ['database', () => database.close()],
  ];
  for (const [name, run] of steps) {
    step = name;
    await run().then(
      () => app.log.info(`stopped the ${name}`),
      (error: unknown) => app.log.error({ err: error }, `stopping the ${name} failed`),
    );
  }
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
// METRICS_PORT: /metrics alone on its own (loopback by default) port, for a scraper beside the process.
const metricsApp = env.METRICS_PORT === undefined ? undefined : Fastify({ logger: false });
if (metricsApp) {
  await registerMetricsGateway(metricsApp, deps, { open: true });
  await metricsApp.listen({ port: env.METRICS_PORT, host: env.METRICS_HOST });
}
// Demo: the simulated providers call this process back, as MTN and Paystack would call APP_ORIGIN
// (at an address it listens on: loopback by default, where "localhost" may resolve to ::1 first).
const callbackOrigin = ownOrigin(app.addresses()[0], env.PORT);
demoAccounts?.controls.momo.setCallbackUrl(`${callbackOrigin}/api/callbacks/mtn-momo`);
demoAccounts?.controls.paystack.setCallbackUrl(`${callbackOrigin}/api/callbacks/paystack`);
// A demo reached at a public origin (a phone on the network): browsers reach Paystack's simulated
// checkout page through this app's /simulators/paystack, not the simulator's loopback port.
if (env.APP_ORIGIN) demoAccounts?.handlers.paystack.setCheckoutBaseUrl(`${new URL(env.APP_ORIGIN).origin}/simulators/paystack`);
console.info(
  `${APP_NAME} is running at http://localhost:${env.PORT} (${database.embedded ? 'embedded PostgreSQL under ' + env.DATA_DIR : 'DATABASE_URL'}${env.DEMO_MODE ? '; demo mode: messages are simulated, read them at /dev/inbox' : ''})`,
);

function instrumentedBillRail<T extends object>(rail: T | undefined): T | undefined {
  return rail && instrumentProvider('bills', rail);
}

/** This process's own origin from an address it listens on (a wildcard is reached through loopback). */
function ownOrigin(address: { address: string; family: string } | string | undefined, port: number): string {
  if (!address || typeof address === 'string') return `http://localhost:${port}`;
  if (address.family === 'IPv6' || address.address.includes(':'))
    return `http://[${address.address === '::' ? '::1' : address.address}]:${port}`;
  return `http://${address.address === '0.0.0.0' ? '127.0.0.1' : address.address}:${port}`;
}
