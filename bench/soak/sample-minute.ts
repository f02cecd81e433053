import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import type pg from 'pg';

/** What the soak records once a minute, beside that minute's latencies. */
export interface ResourceSample {
  rssMiB: number;
  heapAfterGcMiB: number;
  /** Connections to the app's database other than the soak's own monitor. */
  pgConnections: number;
  /** pg-boss jobs by state (created, retry, active, completed, failed, cancelled). */
  jobs: Record<string, number>;
  /** The API's open sockets: HTTP keep-alives, its pool, pg-boss's and the session cache's connections. */
  sockets: number;
}

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);

/**
 * The API's heap after a full collection and its RSS, written by bench/transfers/query-stats.mjs
 * (preloaded, with --expose-gc) on SIGUSR2: what the process keeps, not what V8 has yet to hand back.
 */
async function apiMemory(api: ChildProcess, statsFile: string): Promise<{ rssMiB: number; heapAfterGcMiB: number }> {
  rmSync(statsFile, { force: true });
  api.kill('SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(statsFile); i++) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 50));
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as { heapUsedAfterGc: number; rss: number };
  return { rssMiB: mib(stats.rss), heapAfterGcMiB: mib(stats.heapUsedAfterGc) };
}

function openSockets(pid: number): number {
  let count = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) count++;
    } catch {
      // closed while we looked
    }
  }
  return count;
}

export async function sampleResources(api: ChildProcess, statsFile: string, monitor: pg.Client): Promise<ResourceSample> {
  const memory = await apiMemory(api, statsFile);
  const connections = await monitor.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  const jobs = await monitor.query<{ state: string; n: string }>(`SELECT state::text, count(*)::text AS n FROM pgboss.job GROUP BY 1`);
  return {
    ...memory,
    pgConnections: Number(connections.rows[0]!.n),
    jobs: Object.fromEntries(jobs.rows.map((r) => [r.state, Number(r.n)])),
    sockets: openSockets(api.pid!),
  };
}
