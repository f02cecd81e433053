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
  /** The API's open sockets other than HTTP connections (listeners, its pool, pg-boss, the session cache). */
  sockets: number;
  /** The API's HTTP connections from the load client (kept alive; as many as sends were in flight at once). */
  httpConnections: number;
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

/**
 * The API's open sockets apart from its HTTP connections from the load client: those follow the
 * client's concurrency (up to its 64 kept-alive sockets, more while answers are slow), not a leak.
 * What is left is the listeners, the pool's, pg-boss's and the session cache's connections.
 */
function openSockets(pid: number, port: number): { other: number; http: number } {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      if (target.startsWith('socket:[')) inodes.add(target.slice(8, -1));
    } catch {
      // closed while we looked
    }
  }
  // Established (state 01) TCP connections whose local port is the API's: the HTTP clients'.
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  let http = 0;
  for (const table of ['tcp', 'tcp6']) {
    for (const line of readFileSync(`/proc/${pid}/net/${table}`, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9 && fields[1]!.endsWith(`:${portHex}`) && fields[3] === '01' && inodes.has(fields[9]!)) http++;
    }
  }
  return { other: inodes.size - http, http };
}

export async function sampleResources(api: ChildProcess, port: number, statsFile: string, monitor: pg.Client): Promise<ResourceSample> {
  const memory = await apiMemory(api, statsFile);
  const connections = await monitor.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  const jobs = await monitor.query<{ state: string; n: string }>(`SELECT state::text, count(*)::text AS n FROM pgboss.job GROUP BY 1`);
  return {
    ...memory,
    pgConnections: Number(connections.rows[0]!.n),
    jobs: Object.fromEntries(jobs.rows.map((r) => [r.state, Number(r.n)])),
    ...(({ other, http }) => ({ sockets: other, httpConnections: http }))(openSockets(api.pid!, port)),
  };
}
