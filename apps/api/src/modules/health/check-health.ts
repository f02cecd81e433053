import type { Database } from '@ghanapay/db';
import { countAppliedMigrations } from './health-repository';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: { status: 'up' | 'down'; latencyMs: number; migrations?: number; error?: string };
}

export async function checkHealth(db: Database): Promise<HealthReport> {
  const started = performance.now();
  try {
    const migrations = await countAppliedMigrations(db);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { status: 'ok', database: { status: 'up', latencyMs, migrations } };
  } catch (error) {
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { status: 'degraded', database: { status: 'down', latencyMs, error: (error as Error).message } };
  }
}
