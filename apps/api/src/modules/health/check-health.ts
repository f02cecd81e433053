import { sql } from 'kysely';
import type { Database } from '@ghanapay/db';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { status: 'up' | 'down'; latencyMs: number; migrations?: number; error?: string };
}

export async function checkHealth(db: Database): Promise<HealthReport> {
  const started = performance.now();
  try {
    const row = await sql<{ count: string }>`SELECT count(*)::text AS count FROM kysely_migration`.execute(db);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { status: 'ok', database: { status: 'up', latencyMs, migrations: Number(row.rows[0]?.count ?? 0) } };
  } catch (error) {
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { status: 'degraded', database: { status: 'down', latencyMs, error: (error as Error).message } };
  }
}
