import { callApi, RequestCounter } from './http-client';
import { summarizeLatencies, type LatencySummary } from './latency-stats';
import { emptyRow, type ScenarioRow } from './scenario-report';

export interface BenchPair {
  payerCookie: string;
  recipientUsername: string;
}

/**
 * The transfers bench's "pairs" load, shortened: `concurrency` loops, each paying its own recipient
 * through HAProxy with a fresh Idempotency-Key, for `durationMs`. Rate and p99 of the 2xx answers;
 * anything else is a problem (every send here must succeed).
 */
export async function benchSends(
  lb: string,
  pairs: readonly BenchPair[],
  options: { label: string; durationMs: number; concurrency: number },
): Promise<{ row: ScenarioRow; summary: LatencySummary }> {
  const counter = new RequestCounter();
  const row = emptyRow(`bench: ${options.concurrency} concurrent sends, ${options.label}`);
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  let n = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.concurrency }, async (_, worker) => {
      const pair = pairs[worker % pairs.length]!;
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await callApi(lb, counter, {
          method: 'POST',
          path: '/api/send-money',
          cookie: pair.payerCookie,
          key: `cl-bench-${options.label}-${worker}-${++n}-${Date.now()}`,
          body: { amount: '0.01', recipientUsername: pair.recipientUsername },
          timeoutMs: 10_000,
        });
        if (res && res.status < 300) latencies.push(performance.now() - t0);
        else {
          const reason = res ? `${res.status} ${JSON.stringify(res.json).slice(0, 120)}` : 'no answer';
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
        }
      }
    }),
  );
  const summary = summarizeLatencies(latencies, performance.now() - started);
  for (const [reason, count] of failures) row.problems.push(`${count}× ${reason}`);
  if (summary.count === 0) row.problems.push('no send succeeded');
  return {
    row: { ...row, requests: counter.requests, acknowledged: summary.count, fiveXx: counter.fiveXx, details: { ...summary } },
    summary,
  };
}
