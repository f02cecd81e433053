import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@ghanapay/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChildProcesses } from '../../test-tools/cluster/child-processes';
import { PGBOUNCER_BINARY, startPgbouncer } from '../../test-tools/cluster/pgbouncer-process';
import { SessionCache } from './session-cache';

// Behind PgBouncer in transaction mode a LISTEN lands on a server connection that goes back to the
// pool: the cache would never hear a revocation and would serve a signed-out session for a minute.
// It must notice at start and stay off. Needs Debian's pgbouncer (apt-get install pgbouncer).
const PORT = 4131;
let testDb: TestDatabase;
const processes = new ChildProcesses();
const dir = mkdtempSync(path.join(os.tmpdir(), 'ghanapay-cache-pool-'));
chmodSync(dir, 0o755); // walkable: as root, PgBouncer runs as `postgres`

beforeAll(async () => {
  // `npm test` installs it (scripts/lib/toolchain.mjs, ensureClusterTools); a missing one is a failure, not a skip.
  if (!existsSync(PGBOUNCER_BINARY)) throw new Error(`${PGBOUNCER_BINARY} is missing: apt-get install pgbouncer`);
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await processes.stopAll();
  await testDb?.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function cacheThrough(mode: 'transaction' | 'session'): Promise<{ cached: boolean; errors: string[] }> {
  const upstream = new URL(testDb.connectionString);
  const { url, child } = await startPgbouncer(processes, {
    dir: path.join(dir, mode),
    port: PORT,
    upstreamPort: Number(upstream.port),
    upstreamPassword: decodeURIComponent(upstream.password),
    database: upstream.pathname.slice(1),
    mode,
    poolSize: 5,
  });
  const errors: string[] = [];
  const cache = new SessionCache(url, { probeTimeoutMs: 1_000, onError: (e) => errors.push(String(e)) });
  await cache.start();
  const sid = `sid-${mode}`;
  cache.fill(sid, { sess: {}, expire: new Date(Date.now() + 60_000) }, cache.readGeneration);
  const cached = cache.get(sid, new Date()) !== undefined;
  await cache.stop();
  await processes.stop(child);
  return { cached, errors };
}

describe('the session cache behind PgBouncer', () => {
  it('stays off in transaction pooling (its test NOTIFY never arrives), and says why', async () => {
    const { cached, errors } = await cacheThrough('transaction');
    expect(cached).toBe(false);
    expect(errors.join('\n')).toMatch(/never reached its LISTEN.*DATABASE_LISTEN_URL/s);
  });

  it('caches in session pooling, where its LISTEN keeps its server connection', async () => {
    const { cached, errors } = await cacheThrough('session');
    expect(cached).toBe(true);
    expect(errors).toEqual([]);
  });
});
