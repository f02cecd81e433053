/**
 * Soak: the production build on an embedded PostgreSQL, sending money at a fixed rate for a long
 * time, to see that nothing creeps: latency, the API's memory, PostgreSQL connections, pg-boss's
 * jobs, open sockets. Prints a per-minute table, judges "flat" (the last third against the second,
 * see judge-flat.ts), audits the ledger, and exits non-zero if not flat, a send failed or the audit
 * found anything.
 *
 *   pnpm turbo run build --filter=@ghanapay/api
 *   pnpm --filter @ghanapay/bench soak                  # SOAK_RATE=290 sends/s, SOAK_MINUTES=30
 *   SOAK_RATE=100 SOAK_MINUTES=3 pnpm --filter @ghanapay/bench soak
 *
 * The default rate is half of what bench/transfers measured one API and its PostgreSQL to sustain on
 * the 2-core machine (583 pairs/s, docs/performance.md): a soak is about drift, not the ceiling.
 * Open loop: sends start on a fixed schedule whether or not earlier ones have answered, and each
 * latency counts from when its send was due, so a stall shows as latency instead of a slower rate.
 */
import os from 'node:os';
import path from 'node:path';
import { auditLedger } from '@ghanapay/ledger';
import { hash } from '@node-rs/argon2';
import { sql } from 'kysely';
import pg from 'pg';
import { createKeepAliveClient } from '../lib/keep-alive-client';
import { seedFundedUsers } from '../lib/seed-funded-users';
import { repoRoot, startApi, stopApi } from '../lib/start-api';
import { startBenchDatabase } from '../lib/start-bench-database';
import { judgeFlat, pendingJobs, type MinuteRow } from './judge-flat';
import { sampleResources } from './sample-minute';

const RATE = Number(process.env.SOAK_RATE ?? 290);
const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const PAIRS = Number(process.env.PAIRS ?? 64);
const PORT = Number(process.env.SOAK_PORT ?? 3293);
/** More sends waiting than this and the next ones are skipped (counted): the API is not keeping up. */
const MAX_IN_FLIGHT = Number(process.env.SOAK_MAX_IN_FLIGHT ?? 512);
const PASSWORD = 'Bench-pass-2026';
const FUND_PESEWAS = 6_000_000n; // ₵60,000: under the enhanced tier's ₵75,000 balance limit
const DAILY_LIMIT_CEDIS = 25_000; // the enhanced tier's, per payer per Accra day

// Sends of ₵1.00–₵1.49: the whole run must stay inside each payer's daily limit, or the soak would
// measure refusals. Say so before starting rather than half an hour later.
const perPayerCedis = (RATE * MINUTES * 60 * 1.25) / PAIRS;
if (perPayerCedis > DAILY_LIMIT_CEDIS * 0.9) {
  console.error(`SOAK_RATE × SOAK_MINUTES sends ₵${Math.round(perPayerCedis)} per payer, past the daily limit: raise PAIRS.`);
  process.exit(2);
}

const database = await startBenchDatabase({ prefix: 'ghanapay-soak-' });
const { db, server } = database;
const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
const users = await seedFundedUsers(db, {
  count: PAIRS * 2,
  usernamePrefix: 'soak_',
  phonePrefix: '20',
  passwordHash,
  fundPesewas: FUND_PESEWAS,
  kycTier: 'enhanced',
});

const statsFile = path.join(database.dir, 'api-stats.json');
const api = await startApi({
  port: PORT,
  databaseUrl: server.socketConnectionString('ghanapay'),
  dataDir: database.dir,
  // The transfers bench's preload: heap after a full GC on SIGUSR2.
  nodeFlags: ['--expose-gc', '--import', path.join(repoRoot, 'bench/transfers/query-stats.mjs')],
  env: { BENCH_QUERY_STATS: statsFile },
});
const client = createKeepAliveClient(PORT, 64);
const monitor = new pg.Client({ connectionString: database.url, application_name: 'soak-monitor' });
await monitor.connect();

const payers = await Promise.all(
  users.slice(0, PAIRS).map(async (u, i) => ({ cookie: await client.login(u.username, PASSWORD), to: users[PAIRS + i]!.username })),
);
// One payment per pair first: the soak measures repeat payments between known parties (a burst of
// first payments to strangers is what the fraud model is there to stop).
for (const payer of payers) await client.sendMoney(payer, '1.00');

interface Minute {
  latencies: number[];
  skipped: number;
  failures: Record<string, number>;
}
const minutes: Minute[] = Array.from({ length: MINUTES }, () => ({ latencies: [], skipped: 0, failures: {} }));
let inFlight = 0;
let scheduled = 0;

function fire(index: number, dueAt: number) {
  const minute = minutes[Math.min(MINUTES - 1, Math.floor((dueAt - t0) / 60_000))]!;
  if (inFlight >= MAX_IN_FLIGHT) {
    minute.skipped++;
    return;
  }
  inFlight++;
  const payer = payers[index % PAIRS]!;
  const done = (kind: string | null) => {
    inFlight--;
    minute.latencies.push(performance.now() - dueAt);
    if (kind) minute.failures[kind] = (minute.failures[kind] ?? 0) + 1;
  };
  client.sendMoney(payer, `1.${String(index % 50).padStart(2, '0')}`).then(
    (res) => {
      const status = res.status === 200 ? /"status":"(\w+)"/.exec(res.body)?.[1] : undefined;
      done(status === 'completed' ? null : `${res.status} ${status ?? res.body.slice(0, 60)}`);
    },
    (error: Error) => done(`error ${error.message}`),
  );
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
const rows: MinuteRow[] = [];
const t0 = performance.now();
const end = t0 + MINUTES * 60_000;
const startedAt = new Date();
console.log(
  `soak: ${RATE} sends/s for ${MINUTES} min, ${PAIRS} pairs, from ${startedAt.toISOString()} (load ${os.loadavg()[0]!.toFixed(1)})`,
);

// The schedule: every 5 ms, start the sends that have come due (send n is due at t0 + n / RATE).
const ticker = setInterval(() => {
  const now = performance.now();
  while (scheduled < RATE * ((Math.min(now, end) - t0) / 1000)) {
    fire(scheduled, t0 + (scheduled / RATE) * 1000);
    scheduled++;
  }
}, 5);

for (let m = 0; m < MINUTES; m++) {
  await new Promise((r) => setTimeout(r, t0 + (m + 1) * 60_000 - performance.now()));
  if (m === MINUTES - 1) {
    clearInterval(ticker);
    // The last minute's sends: let them answer before it is summed up.
    for (let i = 0; i < 300 && inFlight > 0; i++) await new Promise((r) => setTimeout(r, 100));
  }
  const minute = minutes[m]!;
  const sorted = minute.latencies.sort((a, b) => a - b);
  const row: MinuteRow = {
    minute: m + 1,
    sends: sorted.length,
    skipped: minute.skipped,
    failures: minute.failures,
    p50: Math.round(pct(sorted, 50)),
    p99: Math.round(pct(sorted, 99)),
    ...(await sampleResources(api, PORT, statsFile, monitor)),
    load: os.loadavg()[0]!,
  };
  rows.push(row);
  console.log(
    `minute ${row.minute}: ${row.sends} sends, p50 ${row.p50} ms, p99 ${row.p99} ms, RSS ${row.rssMiB} MiB, heap ${row.heapAfterGcMiB} MiB, ` +
      `pg ${row.pgConnections} conns, sockets ${row.sockets} (+ ${row.httpConnections} HTTP), jobs ${JSON.stringify(row.jobs)}, load ${row.load.toFixed(1)}`,
  );
}

await monitor.end();
client.close();
await stopApi(api);
const violations = await auditLedger(db);
const payments = await sql<{ n: string }>`SELECT count(*)::text AS n FROM transactions`.execute(db);
await database.stop();

console.log(
  `\nSoak ${startedAt.toISOString()}: ${RATE} sends/s target, ${MINUTES} min, ${PAIRS} pairs; ${os.cpus().length} cores, Node ${process.version}`,
);
console.log(
  '| min | sends | /s | p50 ms | p99 ms | RSS MiB | heap after GC MiB | PG conns | sockets (+ HTTP) | jobs pending | jobs completed | failed or skipped | load |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  const bad = Object.values(r.failures).reduce((a, b) => a + b, 0) + r.skipped;
  console.log(
    `| ${r.minute} | ${r.sends} | ${Math.round(r.sends / 60)} | ${r.p50} | ${r.p99} | ${r.rssMiB} | ${r.heapAfterGcMiB} | ${r.pgConnections} | ${r.sockets} (+ ${r.httpConnections}) | ${pendingJobs(r)} | ${r.jobs.completed ?? 0} | ${bad} | ${r.load.toFixed(1)} |`,
  );
}
const failures: Record<string, number> = {};
for (const [kind, n] of rows.flatMap((r) => Object.entries(r.failures))) failures[kind] = (failures[kind] ?? 0) + n;
const failed = Object.values(failures).reduce((a, b) => a + b, 0);
const skipped = rows.reduce((a, r) => a + r.skipped, 0);
if (failed) console.log(`failures: ${JSON.stringify(failures)}`);

const checks = rows.length >= 3 ? judgeFlat(rows) : [];
console.log('\n| check | second third | last third | |');
console.log('|---|---:|---:|---|');
for (const c of checks) console.log(`| ${c.check} | ${c.second} | ${c.last} | ${c.ok ? 'flat' : 'NOT FLAT'} |`);
console.log(
  `\npayments: ${payments.rows[0]!.n} (${PAIRS} warm-up) · failed: ${failed} · skipped (behind the rate): ${skipped} · ` +
    `ledger audit: ${violations.length === 0 ? 'clean' : `${violations.length} violations`}`,
);
const flat = checks.length > 0 && checks.every((c) => c.ok);
console.log(flat ? 'verdict: flat' : rows.length < 3 ? 'verdict: too short to judge (3 minutes at least)' : 'verdict: NOT FLAT');
process.exit(flat && failed === 0 && skipped === 0 && violations.length === 0 ? 0 : 1);
