// User search benchmark: 100,000 users (plus friendships, blocks, contacts and 300,000 payments) in
// an embedded PostgreSQL of its own, then 2,000 searches of mixed kinds through the real search
// service (the code GET /api/search/users runs), timed one after another.
// Usage (from the repository root): pnpm exec tsx bench/search/run.ts [--users 100000] [--searches 2000] [--explain]
// Exit code 1 when the overall p99 is above the 50 ms target.
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDatabase, createPool, migrateToLatest, startEmbeddedPostgres } from '../../packages/db/src/index';
import { searchUsers } from '../../apps/api/src/modules/social/search/search-service';
import { buildQueries, type BenchQuery } from './queries';
import { seedRelationships, seedUsers } from './seed-users';

const TARGET_P99_MS = 50;

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    payments: { type: 'string', default: '300000' },
    searches: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '200' },
    explain: { type: 'boolean', default: false },
  },
});
const USERS = Number(args.users);
const PAYMENTS = Number(args.payments);
const SEARCHES = Number(args.searches);
const WARMUP = Number(args.warmup);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
  };
}

function machine() {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const model = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown';
  return {
    nproc: os.availableParallelism(),
    cpu: model,
    ramGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    // Other work on the machine shows up in the tail: keep the load next to the figures.
    loadAverage1m: Math.round(os.loadavg()[0]! * 100) / 100,
  };
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ghanapay-search-bench-'));
  chmodSync(dir, 0o755); // the server runs as `postgres` when this runs as root
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data') });
  const admin = new pg.Client({ connectionString: server.connectionString('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE search_bench');
  await admin.end();
  const pool = createPool(server.connectionString('search_bench'), 4);
  const db = createDatabase(pool);
  // Interrupted (Ctrl-C, timeout): stop the server rather than leave it running.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.stop().finally(() => {
        rmSync(dir, { recursive: true, force: true });
        process.exit(130);
      });
    });
  }
  try {
    await migrateToLatest(db);
    const { rows: versionRows } = await pool.query('SHOW server_version');

    let t0 = performance.now();
    await seedUsers(pool, USERS);
    const seedUsersMs = performance.now() - t0;
    t0 = performance.now();
    await seedRelationships(pool, PAYMENTS);
    const seedGraphMs = performance.now() - t0;
    const counts = (
      await pool.query(`SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM friendships) AS friendships,
      (SELECT count(*) FROM user_blocks) AS blocks, (SELECT count(*) FROM contacts) AS contacts, (SELECT count(*) FROM transactions) AS payments`)
    ).rows[0];
    console.log(`Seeded ${JSON.stringify(counts)} (users ${Math.round(seedUsersMs)} ms, graph and payments ${Math.round(seedGraphMs)} ms)`);

    const queries = await buildQueries(pool, SEARCHES + WARMUP);
    for (const q of queries.slice(0, WARMUP)) await searchUsers(db, q.viewerId, q.text);

    const loadBefore = Math.round(os.loadavg()[0]! * 100) / 100;
    const byKind = new Map<string, number[]>();
    const all: number[] = [];
    let results = 0;
    let empty = 0;
    for (const q of queries.slice(WARMUP)) {
      const start = performance.now();
      const found = await searchUsers(db, q.viewerId, q.text);
      const ms = performance.now() - start;
      all.push(ms);
      byKind.set(q.kind, [...(byKind.get(q.kind) ?? []), ms]);
      results += found.length;
      if (found.length === 0) empty += 1;
    }

    const report = {
      date: new Date().toISOString(),
      machine: { ...machine(), loadAverage1mBefore: loadBefore },
      postgres: versionRows[0]?.server_version,
      users: USERS,
      searches: all.length,
      averageResults: Math.round((results / all.length) * 10) / 10,
      emptyResults: empty,
      overall: summarize(all),
      byKind: Object.fromEntries([...byKind].map(([kind, samples]) => [kind, summarize(samples)])),
    };
    console.log(JSON.stringify(report, null, 2));
    console.log('\n| kind | n | p50 ms | p95 ms | p99 ms | max ms |\n|---|---|---|---|---|---|');
    for (const [kind, s] of [...Object.entries(report.byKind), ['all', report.overall] as const]) {
      console.log(`| ${kind} | ${s.n} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`);
    }

    if (args.explain) await explainSamples(pool, queries);
    if (report.overall.p99 > TARGET_P99_MS) {
      console.error(`p99 ${report.overall.p99} ms is above the ${TARGET_P99_MS} ms target`);
      process.exitCode = 1;
    }
  } finally {
    await db.destroy();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The plan of one query per kind, for the statements the service sends (captured at the pg client). */
async function explainSamples(pool: pg.Pool, queries: BenchQuery[]) {
  const captured: { text: string; values: unknown[] }[] = [];
  const patched = new WeakSet<object>();
  const patch = (client: pg.PoolClient) => {
    if (patched.has(client)) return client;
    patched.add(client);
    const query = client.query.bind(client) as (...a: unknown[]) => unknown;
    (client as unknown as { query: (...a: unknown[]) => unknown }).query = (...a: unknown[]) => {
      const [text, values] = a;
      if (typeof text === 'string' && !text.startsWith('EXPLAIN')) captured.push({ text, values: Array.isArray(values) ? values : [] });
      return query(...a);
    };
    return client;
  };
  // Kysely takes clients with pool.connect(); wrap each client's query once (pool.query passes a callback).
  const connect = pool.connect.bind(pool) as (
    cb?: (err: Error | undefined, client?: pg.PoolClient, done?: unknown) => void,
  ) => Promise<pg.PoolClient> | void;
  (pool as unknown as { connect: unknown }).connect = (cb?: (err: Error | undefined, client?: pg.PoolClient, done?: unknown) => void) =>
    cb ? connect((err, client, done) => cb(err, client && patch(client), done)) : (connect() as Promise<pg.PoolClient>).then(patch);
  const db = createDatabase(pool);
  const seen = new Set<string>();
  for (const q of queries) {
    if (seen.has(q.kind)) continue;
    seen.add(q.kind);
    captured.length = 0;
    await searchUsers(db, q.viewerId, q.text);
    for (const statement of [...captured]) {
      const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.text}`, statement.values);
      console.log(
        `\n--- ${q.kind}: ${JSON.stringify(q.text)}\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`,
      );
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
