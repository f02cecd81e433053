import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';

/** How many migrations the database has applied (a round trip that proves it answers). */
export async function countAppliedMigrations(db: Database): Promise<number> {
  const row = await sql<{ count: string }>`SELECT count(*)::text AS count FROM kysely_migration`.execute(db);
  return Number(row.rows[0]?.count ?? 0);
}
