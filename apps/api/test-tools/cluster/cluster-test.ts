import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, createPool, openDatabase, startEmbeddedPostgres, type EmbeddedServer } from '@ghanapay/db';
import { auditLedger, creditFromFunding } from '@ghanapay/ledger';
import { loadEnv } from '../../src/env';
import { accountVerifierFor } from '../../src/modules/accounts';
import { DEMO_PASSWORD, seedDemoData } from '../../src/modules/demo';
import { moneyRailsFor } from '../../src/modules/money';
import { createNotifier } from '../../src/modules/notify';
import { FaultSuiteSql } from '../faults/fault-suite-sql';
import type { ClusterContext, Person } from './cluster-context';
import { ClusterProcesses } from './cluster-processes';
import { ClusterSql } from './cluster-sql';
import { RequestCounter, signIn } from './http-client';
import { checkIdempotency, checkJobQueue, checkUssd } from './money-checks';
import { runReplicaKill } from './replica-kill-load';
import { formatTable, resultFile, rowFailed, type ScenarioRow } from './scenario-report';
import { cpuMsOf, cpuMsOfChildren, postmasterPid } from './process-cpu';
import { benchSends, type BenchPair } from './send-bench';
import { checkOneTimeCodes, checkSessions, checkSignInRateLimit } from './session-checks';

// `pnpm cluster:test` (long) and `pnpm cluster:test --short` (for the test command): one embedded
// PostgreSQL, two API processes (the built dist/main.js) behind HAProxy, PgBouncer in both pool
// modes; sessions, rate limits, idempotency, one-time codes, USSD sessions and the job queue checked
// across replicas, a replica killed under load, and the send path measured through each pool.
// Loopback only, ports 4100–4199. See docs/reliability.md.

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHORT = process.argv.includes('--short');
const SEED = Number(process.env.CLUSTER_SEED ?? Math.floor(Math.random() * 1e9));
const REPLICAS = Number(process.env.CLUSTER_REPLICAS ?? 2);
const LOAD_MS = Number(process.env.CLUSTER_LOAD_MS ?? (SHORT ? 8_000 : 20_000));
const BENCH_MS = Number(process.env.CLUSTER_BENCH_MS ?? (SHORT ? 5_000 : 20_000));
const BENCH_CONCURRENCY = 32;
const PORTS = { lb: 4100, firstApi: 4101, pg: 4116, pgbouncer: 4117, mtn: 4120 };
const DB = 'ghanapay';
const USSD_KEY = 'cluster-test-ussd-key-0123456789';
const RESULT_FILE = process.env.CLUSTER_RESULT_FILE ?? path.join(apiDir, 'test-results/cluster-replicas.json');
const log = (line: string) => console.log(`[cluster ${new Date().toISOString().slice(11, 19)}] ${line}`);

const work = mkdtempSync(path.join(os.tmpdir(), 'ghanapay-cluster-'));
chmodSync(work, 0o755); // walkable: PostgreSQL and PgBouncer run as `postgres` when this runs as root
const replicas = Array.from({ length: REPLICAS }, (_, i) => ({ name: `api${i + 1}`, port: PORTS.firstApi + i }));
const cluster = new ClusterProcesses({
  work,
  apiEntry: path.join(apiDir, 'dist/main.js'),
  lbPort: PORTS.lb,
  replicas,
  mtnPort: PORTS.mtn,
  pgbouncerPort: PORTS.pgbouncer,
  pgPort: PORTS.pg,
  database: DB,
  ussdKey: USSD_KEY,
});
let pg: EmbeddedServer | undefined;
let faults: FaultSuiteSql | undefined;
let sql: ClusterSql | undefined;

async function audit(): Promise<string[]> {
  const db = createDatabase(createPool(pg!.connectionString(DB), 1));
  try {
    return (await auditLedger(db)).map((v) => JSON.stringify(v));
  } finally {
    await db.destroy();
  }
}

/** The demo users (each with a verified MTN wallet), and 64 bench users with ₵10,000 each. */
async function seed(): Promise<{ people: Person[]; bench: { id: string; username: string }[] }> {
  const url = pg!.connectionString(DB);
  const env = loadEnv({ NODE_ENV: 'production', DEMO_MODE: '1', DATA_DIR: path.join(work, 'seed'), DATABASE_URL: url });
  const database = await openDatabase({ databaseUrl: url, dataDir: path.join(work, 'seed') });
  await seedDemoData({
    db: database.db,
    env,
    notifier: createNotifier(env),
    accountVerifier: accountVerifierFor(env),
    moneyRails: moneyRailsFor(env),
    now: () => new Date(),
  });
  const users = await faults!.demoUsers();
  const people: Person[] = [];
  for (const [i, u] of users.entries()) {
    const momoPhone = `+2332499910${String(i + 1).padStart(2, '0')}`;
    const momo = await faults!.linkMomoWallet(u, momoPhone);
    people.push({ id: u.id, username: u.username, phone: u.phone, momo, momoPhone, password: DEMO_PASSWORD, cookie: '' });
  }
  const bench = await sql!.insertBenchUsers(BENCH_CONCURRENCY * 2, users[0]!.username);
  // Payers only, and ₵200 each (a bench sends ₵0.01 at a time): a tier's balance ceiling refuses more to a recipient.
  for (const user of bench.slice(0, BENCH_CONCURRENCY))
    await creditFromFunding(database.db, { userId: user.id, amountPesewas: 20_000n, description: 'cluster bench float' });
  await database.close();
  return { people, bench };
}

async function benchThrough(label: string, pairs: BenchPair[], rows: ScenarioRow[]): Promise<void> {
  // Replicas just (re)started: a little of the same load first, not counted, so every pool is measured warm.
  await benchSends(cluster.lbUrl, pairs, {
    label: `${label} (warm-up)`,
    durationMs: SHORT ? 1_000 : 2_000,
    concurrency: BENCH_CONCURRENCY,
  });
  // CPU per send, from /proc before and after: unlike the rate, it hardly depends on what else runs on the machine.
  const cpu = () => {
    const pids = cluster.pids();
    return {
      api: pids.apis.reduce((sum, pid) => sum + cpuMsOf(pid), 0),
      pgbouncer: cpuMsOf(pids.pgbouncer),
      postgres: cpuMsOfChildren(postmasterPid(path.join(work, 'pg'))),
    };
  };
  const before = cpu();
  const { row, summary } = await benchSends(cluster.lbUrl, pairs, { label, durationMs: BENCH_MS, concurrency: BENCH_CONCURRENCY });
  const after = cpu();
  const perSend = (key: keyof typeof before) => (summary.count ? Math.round(((after[key] - before[key]) / summary.count) * 100) / 100 : 0);
  const cpuMsPerSend = { api: perSend('api'), pgbouncer: perSend('pgbouncer'), postgres: perSend('postgres') };
  // The machine is shared: its load is part of the figure.
  const loadAverage = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  row.details = { ...row.details, cpuMsPerSend, loadAverage, serverConnections: await sql!.connectionsByApplication(DB) };
  rows.push(row);
  log(
    `${row.scenario}: ${summary.perSecond} sends/s, p50 ${summary.p50} ms, p99 ${summary.p99} ms; CPU ms per send ${JSON.stringify(cpuMsPerSend)}; load ${loadAverage}` +
      (row.problems.length ? `; ${row.problems.join('; ')}` : ''),
  );
}

async function main(): Promise<number> {
  for (const file of [path.join(apiDir, 'dist/main.js'), '/usr/sbin/haproxy', '/usr/sbin/pgbouncer'])
    if (!existsSync(file)) {
      console.error(
        `${file} is missing: build the API (pnpm turbo run build --filter=@ghanapay/api) and apt-get install haproxy pgbouncer`,
      );
      return 2;
    }
  log(`seed ${SEED}; ${SHORT ? 'short' : 'long'} form; ${REPLICAS} replicas; work dir ${work}`);
  pg = await startEmbeddedPostgres({ dataDir: path.join(work, 'pg'), port: PORTS.pg });
  const admin = await FaultSuiteSql.connect(pg.connectionString('postgres'));
  await admin.createDatabase(DB);
  await admin.close();
  faults = await FaultSuiteSql.connect(pg.connectionString(DB));
  sql = await ClusterSql.connect(pg.connectionString(DB));
  const { people, bench } = await seed();

  await cluster.startMtn();
  await cluster.startApis(pg.connectionString(DB));
  await cluster.startHaproxy();
  await cluster.waitBalanced();
  log(`${REPLICAS} replicas healthy behind HAProxy on ${cluster.lbUrl}`);
  const counter = new RequestCounter();
  for (const person of people) person.cookie = await signIn(cluster.lbUrl, counter, person.username, person.password);
  const ctx: ClusterContext = {
    lb: cluster.lbUrl,
    replicas: replicas.map((r) => ({ name: r.name, url: `http://127.0.0.1:${r.port}` })),
    faults,
    sql,
    people,
    payoutsTo: (party) =>
      cluster.mtnControl!.books().orders.filter((o) => o.kind === 'payout' && `+${o.party.replace(/^\+/, '')}` === party).length,
    audit,
    ussdKey: USSD_KEY,
  };
  const [p0, p1, p2, p3, p4] = people as [Person, Person, Person, Person, Person];
  const rows: ScenarioRow[] = [];
  const run = async (row: Promise<ScenarioRow>) => {
    const r = await row;
    rows.push(r);
    log(`${r.scenario}: ${rowFailed(r) ? `FAILED ${r.problems.join('; ')} (lost ${r.lost}, doubled ${r.doubled})` : 'held'}`);
  };
  await run(checkSessions(ctx, p3, 'direct to PostgreSQL'));
  await run(checkSignInRateLimit(ctx, p4));
  await run(checkOneTimeCodes(ctx, p3));
  await run(checkIdempotency(ctx, p0, p1, SHORT ? 8 : 30));
  await run(checkUssd(ctx, p2, p0));
  await run(checkJobQueue(ctx, p4, SHORT ? 4 : 12));
  const victim = replicas.at(-1)!;
  await run(
    runReplicaKill(ctx, {
      payers: [p0, p1, p2],
      loadMs: LOAD_MS,
      workers: 6,
      seed: SEED,
      kill: async () => {
        log(`kill -9 ${victim.name}`);
        await cluster.killApi(victim.name);
        return victim.name;
      },
    }),
  );
  await cluster.startApi(victim, pg.connectionString(DB));
  await cluster.waitBalanced();

  // The send path through each pool: the replicas restarted on PgBouncer, the same bench pairs.
  const pairs: BenchPair[] = [];
  for (let i = 0; i < BENCH_CONCURRENCY; i++)
    pairs.push({
      payerCookie: await signIn(cluster.lbUrl, counter, bench[i]!.username, DEMO_PASSWORD),
      recipientUsername: bench[BENCH_CONCURRENCY + i]!.username,
    });
  await benchThrough('direct to PostgreSQL', pairs, rows);
  const direct = pg.connectionString(DB);
  const pools = [
    { mode: 'transaction', label: 'PgBouncer transaction pooling' },
    { mode: 'transaction', label: 'PgBouncer transaction pooling, LISTEN direct', listenUrl: direct },
    { mode: 'session', label: 'PgBouncer session pooling' },
  ] as const;
  for (const pool of pools) {
    await cluster.stopApis();
    // Transaction pooling shares 20 server connections; session pooling needs one per client
    // connection (each replica: pool 10 + job queue 3 + session cache 1, and the cache's start probe).
    const url = await cluster.startPgbouncer(pool.mode, pool.mode === 'transaction' ? 20 : 16 * REPLICAS, pg.password);
    const logLength = cluster.logOf(replicas[0]!.name).length;
    await cluster.startApis(url, 'listenUrl' in pool ? pool.listenUrl : undefined);
    await cluster.waitBalanced();
    log(`replicas on ${pool.label}`);
    const sessions = await checkSessions(ctx, p3, pool.label);
    // Without a LISTEN that works, the replicas must have noticed and turned their session cache off.
    const cacheOff = cluster.logOf(replicas[0]!.name).slice(logLength).includes('never reached its LISTEN');
    const expectOff = pool.mode === 'transaction' && !('listenUrl' in pool);
    if (cacheOff !== expectOff) sessions.problems.push(`session cache ${cacheOff ? 'off' : 'on'}, expected ${expectOff ? 'off' : 'on'}`);
    sessions.details = { ...sessions.details, sessionCache: cacheOff ? 'off' : 'on' };
    await run(Promise.resolve(sessions));
    // Advisory locks (idempotency) and pg-boss's workers through this pool, too.
    await run(relabel(checkIdempotency(ctx, p0, p1, SHORT ? 4 : 10), pool.label));
    // Long form only: the kill load leaves hundreds of transfers out, and their step jobs drain at
    // pg-boss's pace (one job per polling interval, 2 s, per replica; docs/reliability.md). The
    // transfers are drained first (how long that took is a figure); this check's own step jobs may
    // still queue behind the others' (no-ops by then), so it waits 2 minutes: the minute sweep's
    // period and margin, the designed catch-all.
    if (!SHORT) {
      const drain = await drainTransfers();
      const row = await relabel(checkJobQueue(ctx, p4, 4, 120_000), pool.label);
      row.details = { ...row.details, backlogDrainedAfterMs: drain };
      await run(Promise.resolve(row));
    }
    await benchThrough(pool.label, pairs, rows);
  }
  await cluster.stopApis();
  const finalAudit = await audit();
  if (finalAudit.length) rows.push({ ...rows.at(-1)!, scenario: 'final ledger audit', problems: finalAudit });

  console.log(`\n${formatTable(rows)}\n`);
  for (const r of rows.filter(rowFailed)) for (const p of r.problems) console.log(`  ${r.scenario}: ${p}`);
  mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
  const result = resultFile(rows);
  if (result.failed) keepLogs();
  writeFileSync(RESULT_FILE, JSON.stringify({ seed: SEED, short: SHORT, ...result }, null, 2));
  console.log(
    `${result.failed ? `${result.failed} of ${rows.length} scenarios failed` : `All ${rows.length} scenarios held`} (seed ${SEED}).`,
  );
  return result.failed ? 1 : 0;
}

/** The replicas', HAProxy's and PgBouncer's logs, copied out of the temp dir before it goes (a failed run's evidence). */
function keepLogs(): void {
  const to = path.join(path.dirname(RESULT_FILE), 'cluster-logs');
  try {
    rmSync(to, { recursive: true, force: true });
    // Folders and text files only: not the databases, not PgBouncer's Unix socket.
    const skip = [path.join(work, 'pg'), path.join(work, 'api-data')];
    cpSync(work, to, {
      recursive: true,
      filter: (from) => {
        if (skip.some((dir) => from === dir || from.startsWith(dir + path.sep))) return false;
        const stat = lstatSync(from);
        return stat.isDirectory() || stat.isFile();
      },
    });
    console.log(`The processes' logs are in ${to}`);
  } catch (error) {
    console.error(`Could not keep the logs: ${String(error)}`);
  }
}

/** Waits (up to 5 minutes) until no transfer out is still open; returns how long that took, in ms. */
async function drainTransfers(): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 300_000 && (await faults!.unsettledTransfers()) > 0) await new Promise((r) => setTimeout(r, 1_000));
  const open = await faults!.unsettledTransfers();
  log(`transfers out drained in ${Math.round((Date.now() - started) / 1000)} s${open ? ` (${open} still open)` : ''}`);
  return Date.now() - started;
}

/** A check run again on another path to PostgreSQL, named after it. */
async function relabel(row: Promise<ScenarioRow>, label: string): Promise<ScenarioRow> {
  const r = await row;
  return { ...r, scenario: `${r.scenario} (${label})` };
}

let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await cluster.stopAll().catch(() => {});
    await faults?.close();
    await sql?.close();
    await pg?.stop().catch(() => {});
    rmSync(work, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    log(`${signal}: stopping every process and removing ${work}`);
    void cleanUp().then(() => process.exit(130));
  });

main().then(
  async (code) => {
    await cleanUp();
    process.exit(code);
  },
  async (error: unknown) => {
    console.error(`The cluster test could not run: ${error instanceof Error ? error.stack : String(error)}`);
    const activity = await sql?.activity().catch((e: unknown) => `(pg_stat_activity could not be read: ${String(e)})`);
    if (activity) writeFileSync(path.join(work, 'pg_stat_activity.txt'), activity + '\n');
    keepLogs();
    await cleanUp();
    process.exit(2);
  },
);
