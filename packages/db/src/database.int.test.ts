import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import { createDatabase, createPool, namedStatement } from './database';
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

it('a statement registered with namedStatement is prepared once per connection and answers as before; others stay unnamed', async () => {
  const pool = createPool(testDb.connectionString, 1);
  const db = createDatabase(pool);
  try {
    const text = namedStatement('gp_test_double', 'SELECT $1::int * 2 AS doubled');
    for (const n of [1, 2, 3]) {
      const { rows } = await db.executeQuery<{ doubled: number }>(CompiledQuery.raw(text, [n]));
      expect(rows).toEqual([{ doubled: n * 2 }]);
    }
    await db.executeQuery(CompiledQuery.raw('SELECT $1::int + 1 AS unnamed', [1]));
    // One connection in the pool: the same session saw every statement above.
    const { rows } = await db.executeQuery<{ name: string; statement: string }>(
      CompiledQuery.raw('SELECT name, statement FROM pg_prepared_statements ORDER BY name', []),
    );
    expect(rows).toEqual([{ name: 'gp_test_double', statement: 'SELECT $1::int * 2 AS doubled' }]);
    expect(() => namedStatement('another_name', text)).toThrow(/already named gp_test_double/);
  } finally {
    await db.destroy();
  }
});
