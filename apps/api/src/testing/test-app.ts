import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@ghanapay/db/testing';
import type { FastifyInstance } from 'fastify';
import type { DemoAccountProviderOptions, RunningDemoAccountProviders, SimulatedAccountProviders } from '@ghanapay/providers';
import { loadEnv } from '../env';
import { RecordingNotifier } from './recording-notifier';
import { settlePendingResets } from '../modules/auth/password-reset/password-reset-service';
import { accountVerifierFor, settlePendingVerifications } from '../modules/accounts';
import { billRailFor, moneyRailsFor, sendGathererFor } from '../modules/money';
import { identityFor } from '../modules/kyc';
import { pushSenderFor } from '../modules/notify';
import { createPushServiceSimulator, startSmileIdSimulator } from '@ghanapay/providers';
import { startDemoAccountSimulators } from '../modules/demo';
import { buildServer } from '../server';
import type { AppDeps } from '../deps';
import { HttpClient } from './http-client';
import { SessionCache } from '../http/session-cache';

export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  deps: AppDeps;
  /** The test database's connection string (for a second client: another process, a listener). */
  connectionString: string;
  notifier: RecordingNotifier;
  /** Demo mode: the MTN MoMo and Paystack simulators' faults, books and callback targets. */
  simulators?: RunningDemoAccountProviders['controls'];
  /** Demo mode: where the simulators listen and their credentials (what `pnpm reconcile` reads). */
  simulatedProviders?: SimulatedAccountProviders;
  /** Moves the server's clock forward (OTP expiry, session idle) without sleeping. */
  advanceClock: (ms: number) => void;
  client: () => HttpClient;
  /** Waits for the work a response left running (an added account's verification, a reset code's delivery). */
  settle: () => Promise<void>;
  close: () => Promise<void>;
}

async function settle(): Promise<void> {
  await Promise.all([settlePendingResets(), settlePendingVerifications()]);
}

/** The real HTTP server on a database of its own (cloned from the migrated template). */
export async function startTestApp(
  envOverrides: Record<string, string> = {},
  options: {
    logStream?: { write(line: string): void };
    /** The simulators' timing, and the money adapters' timeout (short by default, so faults are quick to test). */
    providerTiming?: DemoAccountProviderOptions & { timeoutMs?: number };
  } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  let offsetMs = 0;
  const notifier = new RecordingNotifier();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ghanapay-test-data-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    // The API tests run as the demo does unless a test passes DEMO_MODE: '' (production rules).
    DEMO_MODE: '1',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...envOverrides,
  });
  // The account providers' simulators answer from this test's database, as in demo mode.
  const timing = { settleAfterMs: 30, slowMs: 1_500, lateMs: 150, timeoutMs: 1_000, ...options.providerTiming };
  const simulators = env.DEMO_MODE ? await startDemoAccountSimulators(testDb.db, timing) : undefined;
  // Smile ID's simulator in demo mode: a "slow" Ghana Card answers after 2.5 s, a submission waits 0.8 s.
  const smileId = env.DEMO_MODE && env.SMILE_ID_PROVIDER === 'simulator' ? await startSmileIdSimulator({ slowMs: 2_500 }) : undefined;
  // Sessions cached as in production, so every API test also runs through the cache's revocation.
  // Known once the server listens; the bill rail names it in each order's callback URL.
  let baseUrl = '';
  const sessionCache = new SessionCache(testDb.connectionString);
  await sessionCache.start();
  const deps: AppDeps = {
    db: testDb.db,
    sessionCache,
    sendGatherer: sendGathererFor(testDb.db, env),
    env,
    notifier,
    pushSender: pushSenderFor(env),
    // Demo mode: the Web Push service at /simulators/push, as main.ts mounts it.
    pushServiceSimulator: env.DEMO_MODE ? createPushServiceSimulator() : undefined,
    accountVerifier: accountVerifierFor(env, simulators),
    moneyRails: moneyRailsFor(
      env,
      simulators && {
        mtn: { ...simulators.mtn, timeoutMs: timing.timeoutMs },
        paystack: { ...simulators.paystack, timeoutMs: timing.timeoutMs },
      },
    ),
    billRail: billRailFor(
      env,
      simulators && { hubtelCommission: { ...simulators.hubtelCommission, timeoutMs: timing.timeoutMs } },
      () => `${baseUrl}/api/callbacks/hubtel-commission`,
    ),
    simulators: simulators?.handlers,
    simulatorControls: simulators?.controls,
    identity: identityFor(env, smileId, { waitMs: 800, pollMs: 100, timeoutMs: 2_000 }),
    smileIdSimulator: smileId?.simulator,
    now: () => new Date(Date.now() + offsetMs),
  };
  const app = await buildServer(deps, { serveWeb: false, logStream: options.logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  baseUrl = `http://127.0.0.1:${port}`;
  // The providers call back here, as they would call the public origin.
  simulators?.controls.momo.setCallbackUrl(`${baseUrl}/api/callbacks/mtn-momo`);
  simulators?.controls.paystack.setCallbackUrl(`${baseUrl}/api/callbacks/paystack`);
  deps.identity?.setCallbackUrl?.(`${baseUrl}/api/callbacks/smile-id`);
  return {
    app,
    baseUrl,
    deps,
    connectionString: testDb.connectionString,
    notifier,
    simulators: simulators?.controls,
    simulatedProviders: simulators && { mtn: simulators.mtn, paystack: simulators.paystack },
    advanceClock: (ms) => {
      offsetMs += ms;
    },
    client: () => new HttpClient(baseUrl),
    settle,
    close: async () => {
      await app.close();
      await sessionCache.stop();
      await settle();
      await simulators?.stop();
      await smileId?.close();
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
