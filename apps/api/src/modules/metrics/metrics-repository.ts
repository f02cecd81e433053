import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';

/** pg-boss's waiting jobs by queue (its tables live in the `pgboss` schema; none before the queue first started). */
export async function countWaitingJobs(db: Database): Promise<{ queue: string; waiting: string }[]> {
  const exists = await sql<{ found: boolean }>`SELECT to_regclass('pgboss.job') IS NOT NULL AS found`.execute(db);
  if (!exists.rows[0]?.found) return [];
  const result = await sql<{ queue: string; waiting: string }>`
    SELECT name AS queue, count(*)::text AS waiting FROM pgboss.job
    WHERE state IN ('created', 'retry') GROUP BY name`.execute(db);
  return result.rows;
}
