/**
 * Transfers through the real HTTP API (signed-in sessions, Idempotency-Key, fraud scoring, ledger
 * postings) against a real PostgreSQL, next to pgbench's TPC-B-like rate on the same server.
 *
 *   pnpm turbo run build --filter=@ghanapay/api
 *   pnpm --filter @ghanapay/bench transfers            # PAIRS=64 CONCURRENCY=32 SECONDS=15
 *
 * Scenarios: "pairs" — PAIRS distinct sender→recipient pairs, each client paying its own recipient;
 * "hot" — every payer paying one recipient (one hot wallet row). Reports transfers/s and latency
 * percentiles, the statuses the API answered, then runs the ledger audit.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
    .values({ username, email: `${username}@bench.example`, phoneNumber: `+23320${String(i).padStart(7, '0')}`, firstName: 'Bench', lastName: `User${i}`, passwordHash, phoneVerified: true, createdAt: new Date(Date.now() - 400 * 86_400_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ensureWalletAccount(db, row.id);
  await creditFromFunding(db, { userId: row.id, amountPesewas: 100_000_000n, description: 'bench float' });
  users.push({ id: row.id, username });
}

const api = spawn('node', ['apps/api/dist/main.js'], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: url, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dir },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${origin}/health`)).ok) break;
  } catch {}
  if (i > 100) throw new Error('API did not start');
  await new Promise((r) => setTimeout(r, 200));
}

async function login(username: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: username, password: PASSWORD }) });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

interface Result { label: string; transfers: number; perSecond: number; p50: number; p95: number; p99: number; max: number; statuses: Record<string, number> }

async function run(label: string, payers: { cookie: string; to: string }[]): Promise<Result> {
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
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Number(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1));
  return { label, transfers: latencies.length, perSecond: Math.round(latencies.length / elapsed), p50: pct(50), p95: pct(95), p99: pct(99), max: pct(100), statuses };
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
results.push(await run(`pairs (${PAIRS} pairs)`, cookies.map((cookie, i) => ({ cookie, to: recipients[i]!.username }))));
results.push(await run(`hot account (${PAIRS} payers → 1)`, cookies.map((cookie) => ({ cookie, to: hot.username }))));
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

console.log(`\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; concurrency ${CONCURRENCY}, ${SECONDS} s per scenario`);
console.log('scenario                              transfers  per s   p50 ms  p95 ms  p99 ms  max ms  answers');
for (const r of results) {
  console.log(`${r.label.padEnd(37)} ${String(r.transfers).padStart(9)}  ${String(r.perSecond).padStart(5)}  ${String(r.p50).padStart(7)} ${String(r.p95).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.max).padStart(7)}  ${JSON.stringify(r.statuses)}`);
}
console.log(`pgbench TPC-B-like (scale 10, ${CONCURRENCY} clients): ${tps} tps, average latency ${pgLatency} ms`);
console.log(`ledger audit: ${violations.length === 0 ? 'no violation' : `${violations.length} violations`}`);
process.exit(violations.length === 0 ? 0 : 1);
