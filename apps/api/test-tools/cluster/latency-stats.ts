/** The nearest-rank percentile of already sorted values (0 for none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface LatencySummary {
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
}

/** Rate and latency of the successful requests of a timed run (latencies in ms, rounded to 0.1). */
export function summarizeLatencies(latencies: readonly number[], elapsedMs: number): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    count: sorted.length,
    perSecond: elapsedMs > 0 ? round((sorted.length * 1000) / elapsedMs) : 0,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}
