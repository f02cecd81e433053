/**
 * Transfers through the real HTTP API (signed-in sessions, Idempotency-Key, fraud scoring, ledger
 * postings) against a real PostgreSQL, next to pgbench's TPC-B-like rate on the same server.
 *
 *   pnpm turbo run build --filter=@ghanapay/api
 *   pnpm --filter @ghanapay/bench transfers            # PAIRS=64 CONCURRENCY=32 SECONDS=15
 *   BENCH_PROFILE=1 pnpm --filter @ghanapay/bench transfers   # + statements per send, CPU split
 *   BENCH_PROFILE=1 BENCH_POOL_SIZE=32 …   # experiment: the API's pool at 32 connections instead of 10
 *   BENCH_API_ENTRY=apps/api/dist/other.js …   # another build of the API (an A/B comparison)
 *   BENCH_UNIX_SOCKET=1 …   # experiment: the API reaches PostgreSQL over its Unix socket, not TCP
 *   BENCH_CPU_PROF=/tmp/prof pnpm --filter @ghanapay/bench transfers   # + node --cpu-prof of the API
 *
 * Scenarios: "pairs" — PAIRS distinct sender→recipient pairs, each client paying its own recipient;
 * "hot" — every payer paying one recipient (one hot wallet row). Reports transfers/s and latency
 * percentiles, the statuses the API answered, then runs the ledger audit.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createDatabase, createPool, migrateToLatest, startEmbeddedPostgres } from '@ghanapay/db';
import { auditLedger, creditFromFunding, ensureWalletAccount } from '@ghanapay/ledger';
import { hash } from '@node-rs/argon2';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAIRS = Number(process.env.PAIRS ?? 64);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);
const SECONDS = Number(process.env.SECONDS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 3291);
const origin = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench-pass-2026';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ghanapay-bench-'));
spawnSync('chmod', ['755', dir]);
const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') });
const admin = new pg.Client({ connectionString: server.connectionString('postgres') });
await admin.connect();
await admin.query('CREATE DATABASE ghanapay');
await admin.query('CREATE DATABASE pgbench');
await admin.end();
const url = server.connectionString('ghanapay');
const db = createDatabase(createPool(url, 8));
await migrateToLatest(db);

// Users straight into the table with one shared argon2id hash (sign-up speed is not measured here).
const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
const userCount = PAIRS * 2 + 1;
const users: { id: string; username: string }[] = [];
for (let i = 0; i < userCount; i++) {
  const username = `bench_${String(i).padStart(5, '0')}`;
  const row = await db
    .insertInto('users')
    .values({
      username,
      email: `${username}@bench.example`,
      phoneNumber: `+23320${String(i).padStart(7, '0')}`,
      firstName: 'Bench',
      lastName: `User${i}`,
      passwordHash,
      phoneVerified: true,
      createdAt: new Date(Date.now() - 400 * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ensureWalletAccount(db, row.id);
  await creditFromFunding(db, { userId: row.id, amountPesewas: 100_000_000n, description: 'bench float' });
  users.push({ id: row.id, username });
}

const PROFILE = process.env.BENCH_PROFILE === '1';
const CPU_PROF = process.env.BENCH_CPU_PROF;
const queryStatsFile = path.join(dir, 'query-stats.json');
const nodeFlags = [
  ...(PROFILE ? ['--import', path.join(root, 'bench/transfers/query-stats.mjs')] : []),
  ...(CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF] : []),
];
// The embedded server also listens on a Unix socket in /tmp (its default socket directory).
const apiUrl = process.env.BENCH_UNIX_SOCKET === '1' ? url.replace(/@127\.0\.0\.1:(\d+)\/(\w+)$/, '@localhost:$1/$2?host=/tmp') : url;
const api = spawn('node', [...nodeFlags, process.env.BENCH_API_ENTRY ?? 'apps/api/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    BENCH_QUERY_STATS: queryStatsFile,
    DATABASE_URL: apiUrl,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    // Production refuses simulated SMS and e-mail; demo mode runs the production build with them
    // (no message is sent on the send path either way). No demo users are seeded.
    DEMO_MODE: '1',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    DATA_DIR: dir,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${origin}/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 100) throw new Error('API did not start');
  await new Promise((r) => setTimeout(r, 200));
}

async function login(username: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: username, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

interface QueryStat {
  sql: string;
  count: number;
  ms: number;
}
interface Result {
  label: string;
  transfers: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  cpu: { client: number; api: number; postgres: number; elapsed: number; stalled: number; loadAverage: number };
  queries: QueryStat[];
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux only; 0 elsewhere). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** This process's PostgreSQL processes: every descendant except the API. */
function postgresPids(): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // the process ended while we looked
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (child === api.pid) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(process.pid);
  return found;
}

/** Microseconds some runnable task waited for a CPU (Linux PSI): how busy the machine was. */
function cpuPressureMicros(): number {
  try {
    return Number(/^some .*total=(\d+)/m.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function cpuSnapshot() {
  return {
    pressure: cpuPressureMicros(),
    loadAverage: os.loadavg()[0]!,
    client: process.cpuUsage(),
    api: cpuSeconds(api.pid!),
    postgres: postgresPids().reduce((sum, pid) => sum + cpuSeconds(pid), 0),
  };
}

/** With BENCH_PROFILE: the API writes its statement counts since the last signal, and starts afresh. */
async function takeQueryStats(): Promise<QueryStat[]> {
  if (!PROFILE) return [];
  rmSync(queryStatsFile, { force: true });
  api.kill('SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(queryStatsFile); i++) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 50));
  return JSON.parse(readFileSync(queryStatsFile, 'utf8')) as QueryStat[];
}

async function run(label: string, payers: { cookie: string; to: string }[]): Promise<Result> {
  await takeQueryStats();
  const before = cpuSnapshot();
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const deadline = performance.now() + SECONDS * 1000;
  let next = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const payer = payers[next++ % payers.length]!;
      const started = performance.now();
      const res = await fetch(`${origin}/api/send-money`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: payer.cookie, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ amount: `${1 + (next % 50)}.25`, recipientUsername: payer.to }),
      });
      const body = (await res.json()) as { status?: string };
      latencies.push(performance.now() - started);
      const key = res.ok ? `${res.status} ${body.status}` : `${res.status}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  const after = cpuSnapshot();
  const clientCpu = process.cpuUsage(before.client);
  const cpu = {
    client: (clientCpu.user + clientCpu.system) / 1e6,
    api: after.api - before.api,
    postgres: after.postgres - before.postgres,
    elapsed,
    stalled: (after.pressure - before.pressure) / 1e6 / elapsed,
    loadAverage: after.loadAverage,
  };
  const queries = await takeQueryStats();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Number(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1));
  return {
    label,
    transfers: latencies.length,
    perSecond: Math.round(latencies.length / elapsed),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: pct(100),
    statuses,
    cpu,
    queries,
  };
}

const senders = users.slice(0, PAIRS);
const recipients = users.slice(PAIRS, PAIRS * 2);
const hot = users[PAIRS * 2]!;
const cookies = await Promise.all(senders.map((u) => login(u.username)));
// Warm-up: one payment from each payer to its pair and to the hot account, before any burst, so the
// scenarios measure repeat payments between known parties (a burst of first payments to a stranger
// is exactly what the fraud model blocks).
for (const [i, cookie] of cookies.entries()) {
  for (const to of [recipients[i]!.username, hot.username]) {
    await fetch(`${origin}/api/send-money`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ amount: '5.00', recipientUsername: to }),
    });
  }
}
const results: Result[] = [];
results.push(
  await run(
    `pairs (${PAIRS} pairs)`,
    cookies.map((cookie, i) => ({ cookie, to: recipients[i]!.username })),
  ),
);
results.push(
  await run(
    `hot account (${PAIRS} payers → 1)`,
    cookies.map((cookie) => ({ cookie, to: hot.username })),
  ),
);
api.kill('SIGTERM');

const violations = await auditLedger(db);
await db.destroy();

// pgbench TPC-B-like on the same server, same client concurrency.
const pgbenchUrl = server.connectionString('pgbench');
spawnSync('pgbench', ['-i', '-q', '-s', '10', pgbenchUrl], { stdio: 'ignore' });
const bench = spawnSync('pgbench', ['-c', String(CONCURRENCY), '-j', '2', '-T', String(SECONDS), pgbenchUrl], { encoding: 'utf8' });
const tps = /tps = ([\d.]+)/.exec(bench.stdout ?? '')?.[1] ?? 'n/a';
const pgLatency = /latency average = ([\d.]+) ms/.exec(bench.stdout ?? '')?.[1] ?? 'n/a';
await server.stop();
rmSync(dir, { recursive: true, force: true });

console.log(
  `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; concurrency ${CONCURRENCY}, ${SECONDS} s per scenario`,
);
console.log('scenario                              transfers  per s   p50 ms  p95 ms  p99 ms  max ms  answers');
for (const r of results) {
  console.log(
    `${r.label.padEnd(37)} ${String(r.transfers).padStart(9)}  ${String(r.perSecond).padStart(5)}  ${String(r.p50).padStart(7)} ${String(r.p95).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.max).padStart(7)}  ${JSON.stringify(r.statuses)}`,
  );
}
for (const r of results) {
  const { client, api: apiCpu, postgres, elapsed, stalled, loadAverage } = r.cpu;
  const cores = os.cpus().length;
  const share = (s: number) => `${s.toFixed(1)} s (${Math.round((100 * s) / (cores * elapsed))}% of ${cores} cores)`;
  console.log(
    `\n${r.label}: CPU over ${elapsed.toFixed(1)} s: load client ${share(client)}, API ${share(apiCpu)}, PostgreSQL ${share(postgres)}`,
  );
  // Other jobs on the machine: PSI "some" is the share of time at least one task waited for a CPU.
  console.log(`  machine: tasks waiting for a CPU ${Math.round(100 * stalled)}% of the time, load average ${loadAverage.toFixed(1)}`);
  if (r.queries.length === 0) continue;
  const requests = Object.values(r.statuses).reduce((a, b) => a + b, 0);
  const total = r.queries.reduce((a, q) => ({ count: a.count + q.count, ms: a.ms + q.ms }), { count: 0, ms: 0 });
  console.log(`  statements per send: ${(total.count / requests).toFixed(1)}, waiting ${(total.ms / requests).toFixed(1)} ms per send`);
  for (const q of r.queries.sort((a, b) => b.ms - a.ms)) {
    console.log(
      `  ${(q.count / requests).toFixed(2).padStart(5)}×  ${(q.ms / q.count).toFixed(2).padStart(6)} ms  ${String(Math.round((100 * q.ms) / total.ms)).padStart(3)}%  ${q.sql}`,
    );
  }
}
console.log(`pgbench TPC-B-like (scale 10, ${CONCURRENCY} clients): ${tps} tps, average latency ${pgLatency} ms`);
console.log(`ledger audit: ${violations.length === 0 ? 'no violation' : `${violations.length} violations`}`);
process.exit(violations.length === 0 ? 0 : 1);
