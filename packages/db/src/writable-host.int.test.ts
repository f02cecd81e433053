import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPool } from './database';
import { findFreePort } from './embedded';
import { createTestDatabase, type TestDatabase } from './testing';
import { createClient } from './writable-host';

let testDb: TestDatabase;
let multiHostUrl: string;
let databaseName: string;
beforeAll(async () => {
  testDb = await createTestDatabase();
  const url = new URL(testDb.connectionString);
  databaseName = url.pathname.slice(1);
  // A first host where nothing listens (a primary that is gone), then the real server.
  const deadPort = await findFreePort();
  multiHostUrl = `postgres://${url.username}:${url.password}@127.0.0.1:${deadPort},${url.hostname}:${url.port}/${databaseName}?target_session_attrs=read-write`;
});
afterAll(async () => {
  await testDb.drop();
});

async function setReadOnly(on: boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: testDb.connectionString });
  admin.on('error', () => {});
  await admin.connect();
  try {
    // This session itself may have started read-only: it lifts that for itself first.
    await admin.query('SET default_transaction_read_only = off');
    await admin.query(
      `ALTER DATABASE ${databaseName} ${on ? 'SET default_transaction_read_only = on' : 'RESET default_transaction_read_only'}`,
    );
  } finally {
    await admin.end();
  }
}

it('a multi-host URL reaches the writable server past one that is down, from the pool and from a single client', async () => {
  const pool = createPool(multiHostUrl, 2);
  try {
    const { rows } = await pool.query<{ port: number }>('SELECT inet_server_port() AS port');
    expect(String(rows[0]!.port)).toBe(new URL(testDb.connectionString).port);
    const client = createClient(multiHostUrl, { application_name: 'listener' });
    await client.connect();
    expect((await client.query<{ name: string }>('SELECT current_setting($1) AS name', ['application_name'])).rows[0]!.name).toBe(
      'listener',
    );
    await client.end();
  } finally {
    await pool.end();
  }
});

it('connections waiting on one search for the writable host fail with errors of their own', async () => {
  // Only dead hosts: every connection waits on the same search and fails.
  const dead = [await findFreePort(), await findFreePort()];
  const url = `postgres://u:p@127.0.0.1:${dead[0]},127.0.0.1:${dead[1]}/${databaseName}?target_session_attrs=read-write`;
  const pool = createPool(url, 4);
  try {
    const failures = await Promise.all(
      [1, 2, 3, 4].map(() =>
        pool.query('SELECT 1').then(
          () => null,
          (error: unknown) => error,
        ),
      ),
    );
    for (const failure of failures) expect(failure).toBeInstanceOf(Error);
    expect(String((failures[0] as Error).message)).toMatch(/No read-write PostgreSQL server among the database URL's hosts/);
    // One shared object would carry whichever waiter's stack was captured last.
    expect(new Set(failures).size).toBe(4);
  } finally {
    await pool.end();
  }
});

it('refuses a server that only reads, and finds it again once it takes writes (a failover as the client sees it)', async () => {
  const pool = createPool(multiHostUrl, 1);
  try {
    await setReadOnly(true);
    // The host learnt by the first test is checked on connecting, found read-only and forgotten;
    // the next connection asks every host again and finds none that writes.
    await expect(pool.query('SELECT 1')).rejects.toThrow(/no longer takes writes/);
    await expect(pool.query('SELECT 1')).rejects.toThrow(/No read-write PostgreSQL server.*:\d+: .*is read-only/);
    await setReadOnly(false);
    const { rows } = await pool.query<{ transaction_read_only: string }>('SHOW transaction_read_only');
    expect(rows[0]!.transaction_read_only).toBe('off');
  } finally {
    await setReadOnly(false);
    await pool.end();
  }
});
