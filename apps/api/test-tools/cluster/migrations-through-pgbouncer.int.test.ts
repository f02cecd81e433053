import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, createPool, migrateToLatest, type Database } from '@ghanapay/db';
import pg from 'pg';
import type {} from '@ghanapay/db/testing'; // inject()'s types
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ChildProcesses } from './child-processes';
import { PGBOUNCER_BINARY, startPgbouncer } from './pgbouncer-process';

// Every replica migrates as it starts. Through PgBouncer in transaction pooling, Kysely's
// session-level migration lock could be taken on one server connection and "released" on another:
// it stayed behind on a pooled connection, and the next replica to start waited an hour for it (the
// cluster test's replicas hung at start, one run in five). Needs Debian's pgbouncer.
const PORT = 4132;
const processes = new ChildProcesses();
const dir = mkdtempSync(path.join(os.tmpdir(), 'ghanapay-migrate-pool-'));
chmodSync(dir, 0o755); // walkable: as root, PgBouncer runs as `postgres`
const adminUrl = inject('ghanapayAdminDatabaseUrl');
const database = `ghanapay_migrate_pool_${process.pid}`;
let admin: pg.Client;
let pgbouncerUrl: string;
const replicas: Database[] = [];

beforeAll(async () => {
  // `npm test` installs it (scripts/lib/toolchain.mjs, ensureClusterTools); a missing one is a failure, not a skip.
  if (!existsSync(PGBOUNCER_BINARY)) throw new Error(`${PGBOUNCER_BINARY} is missing: apt-get install pgbouncer`);
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`); // empty: the replicas create the schema
  const upstream = new URL(adminUrl);
  ({ url: pgbouncerUrl } = await startPgbouncer(processes, {
    dir: path.join(dir, 'transaction'),
    port: PORT,
    upstreamPort: Number(upstream.port),
    upstreamPassword: decodeURIComponent(upstream.password),
    database,
    mode: 'transaction',
    poolSize: 4,
  }));
  // Three "replicas", each with its own small pool, all through the one PgBouncer.
  for (let i = 0; i < 3; i++) replicas.push(createDatabase(createPool(pgbouncerUrl, 3)));
});
afterAll(async () => {
  // PgBouncer first: a replica stuck waiting for a lock then fails at once, and its pool can close.
  await processes.stopAll();
  await Promise.all(replicas.map((db) => db.destroy()));
  await admin?.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin?.end();
  rmSync(dir, { recursive: true, force: true });
});

/** A migration that waits past this is waiting for a lock nobody will release. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} still waiting after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function advisoryLocksHeld(): Promise<number> {
  const r = await admin.query(
    `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a USING (pid) WHERE l.locktype = 'advisory' AND a.datname = $1`,
    [database],
  );
  return r.rows[0].n;
}

describe('migrations through PgBouncer in transaction pooling', () => {
  it('three replicas starting at once on an empty database: one applies every migration, once', async () => {
    const applied = await within(60_000, 'the first migrations', Promise.all(replicas.map((db) => migrateToLatest(db))));
    const direct = new URL(adminUrl);
    direct.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: direct.toString() });
    await client.connect();
    const recorded = await client.query(`SELECT count(*)::int AS n FROM kysely_migration`);
    await client.end();
    expect(recorded.rows[0].n).toBeGreaterThan(20);
    expect(applied.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, 0, recorded.rows[0].n]);
  });

  it('thirty deploys of three replicas each: none waits for a lock left behind, and none is left after', async () => {
    for (let deploy = 1; deploy <= 30; deploy++) {
      const applied = await within(10_000, `deploy ${deploy}'s migrations`, Promise.all(replicas.map((db) => migrateToLatest(db))));
      expect(applied).toEqual([[], [], []]);
    }
    // Between deploys no server connection in PgBouncer's pool holds the migration lock.
    expect(await advisoryLocksHeld()).toBe(0);
  });
});
