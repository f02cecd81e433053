import type { ResourceSample } from './sample-minute';

export interface MinuteRow extends ResourceSample {
  minute: number;
  /** Sends scheduled in this minute that were answered. */
  sends: number;
  /** Sends not started because too many were already waiting (the API fell behind the rate). */
  skipped: number;
  /** Answers other than 200 with status "completed", by kind. */
  failures: Record<string, number>;
  p50: number;
  p99: number;
  /** The machine's 1-minute load average at the sample: other work on a shared machine moves p99. */
  load: number;
}

/** Jobs waiting or running: a backlog that grows means the queue falls behind. */
export const pendingJobs = (row: MinuteRow) => (row.jobs.created ?? 0) + (row.jobs.retry ?? 0) + (row.jobs.active ?? 0);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/**
 * "Flat": the last third of the run against the second (the first third is warm-up: JIT, caches,
 * the heap growing to its working size). Medians for the noisy figures (a shared machine's p99
 * jumps when a neighbour compiles), maxima for the counts that must simply not grow.
 * Tolerances: p99 within 25 % + 5 ms, RSS within 10 % + 16 MiB, heap after GC within 10 % + 4 MiB;
 * connections, sockets and the pending jobs no higher than the second third's maximum + 2.
 */
export function judgeFlat(rows: MinuteRow[]): { check: string; second: string; last: string; ok: boolean }[] {
  const third = Math.max(1, Math.floor(rows.length / 3));
  const second = rows.slice(third, 2 * third);
  const last = rows.slice(rows.length - third);
  const within = (name: string, pick: (r: MinuteRow) => number, ratio: number, slack: number, unit: string) => {
    const a = median(second.map(pick));
    const b = median(last.map(pick));
    return { check: `${name} (median), ≤ ×${ratio} + ${slack} ${unit}`, second: `${a}`, last: `${b}`, ok: b <= a * ratio + slack };
  };
  const notGrowing = (name: string, pick: (r: MinuteRow) => number) => {
    const a = Math.max(...second.map(pick));
    const b = Math.max(...last.map(pick));
    return { check: `${name} (max), ≤ + 2`, second: `${a}`, last: `${b}`, ok: b <= a + 2 };
  };
  return [
    within('p99 ms', (r) => r.p99, 1.25, 5, 'ms'),
    within('API RSS MiB', (r) => r.rssMiB, 1.1, 16, 'MiB'),
    within('API heap after GC MiB', (r) => r.heapAfterGcMiB, 1.1, 4, 'MiB'),
    notGrowing('PostgreSQL connections', (r) => r.pgConnections),
    notGrowing('API open sockets (not HTTP)', (r) => r.sockets),
    notGrowing('pg-boss jobs pending (created+retry+active)', pendingJobs),
  ];
}
