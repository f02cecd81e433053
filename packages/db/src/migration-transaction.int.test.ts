import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inMigrationTransaction } from './migration-transaction';
import { createTestDatabase, type TestDatabase } from './testing/index';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

/** Kysely 0.28's migration lock id: what an older replica of a rolling deploy takes. */
const KYSELY_LOCK_ID = '3853314791062309107';

describe('the migrations’ transaction', () => {
  it('waits for another process’s migrations (an older replica holding Kysely’s lock), then fails saying so, having run nothing', async () => {
    const holder = await t.pool.connect();
    try {
      await holder.query(`SELECT pg_advisory_lock(${KYSELY_LOCK_ID})`);
      let ran = false;
      const started = Date.now();
      await expect(
        inMigrationTransaction(
          t.db,
          async () => {
            ran = true;
          },
          { lockWaitMs: 300 },
        ),
      ).rejects.toThrow(/migrations did not start: another process has held their lock for 0.3 s/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(ran).toBe(false);
    } finally {
      await holder.query(`SELECT pg_advisory_unlock(${KYSELY_LOCK_ID})`);
      holder.release();
    }
    // Free again: the next one runs at once.
    expect(await inMigrationTransaction(t.db, async () => 'ran', { lockWaitMs: 300 })).toBe('ran');
  });

  it('takes back everything a failed migration wrote, and leaves no lock behind', async () => {
    await expect(
      inMigrationTransaction(t.db, async (db) => {
        await sql`CREATE TABLE half_done (id int)`.execute(db);
        await sql`INSERT INTO half_done VALUES (1)`.execute(db);
        throw new Error('the second migration failed');
      }),
    ).rejects.toThrow('the second migration failed');
    const table = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'half_done'`.execute(t.db);
    expect(table.rows[0]!.n).toBe(0);
    const locks = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_locks
      WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(t.db);
    expect(locks.rows[0]!.n).toBe(0);
  });

  it('runs every statement of the migrations on its one connection, inside the lock', async () => {
    const seen = await inMigrationTransaction(t.db, async (db) => {
      const a = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
      const lock = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid() AND granted`.execute(db);
      const b = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
      return { first: a.rows[0]!.pid, second: b.rows[0]!.pid, locks: lock.rows[0]!.n };
    });
    expect(seen.second).toBe(seen.first);
    expect(seen.locks).toBe(1);
  });
});
