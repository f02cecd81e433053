import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, createPool } from './database';
import { createTestDatabase, type TestDatabase } from './testing';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.drop();
});

// Found by the fault suite (pnpm test:faults): the API process died when PostgreSQL restarted.
it('a client that loses its server between two statements of a transaction does not end the process; the pool goes on', async () => {
  const pool = createPool(testDb.connectionString, 2);
  const db = createDatabase(pool);
  const crashes: unknown[] = [];
  const onUncaught = (error: unknown) => crashes.push(error);
  process.on('uncaughtException', onUncaught);
  try {
    const client = await pool.connect();
    await client.query('BEGIN');
    const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
    const admin = new pg.Client({ connectionString: testDb.connectionString });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release(true);
    expect(crashes).toEqual([]);
    const { rows } = await pool.query<{ one: number }>('SELECT 1 AS one');
    expect(rows[0]!.one).toBe(1);
  } finally {
    process.off('uncaughtException', onUncaught);
    await db.destroy();
  }
});
