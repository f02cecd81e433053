/** One check of the run: a row of the printed table and an entry of cluster-failover.json. */
export interface Scenario {
  name: string;
  passed: boolean;
  requests?: number;
  acknowledged?: number;
  lost?: number;
  doubled?: number;
  fiveXx?: number;
  gapSeconds?: number | null;
  details: Record<string, unknown>;
  problems: string[];
}

/** The table the run prints: scenario, requests, acknowledged, lost, doubled, 5xx, failover gap. */
export function formatTable(rows: Scenario[]): string {
  const width = Math.max(...rows.map((r) => r.name.length), 8);
  const cell = (v: number | null | undefined, w: number) => (v === undefined ? '—' : v === null ? 'none' : String(v)).padStart(w);
  return [
    `${'scenario'.padEnd(width)}  requests  acknowledged  lost  doubled  5xx  failover gap`,
    ...rows.map(
      (r) =>
        `${r.name.padEnd(width)}  ${cell(r.requests, 8)}  ${cell(r.acknowledged, 12)}  ${cell(r.lost, 4)}  ${cell(r.doubled, 7)}  ${cell(r.fiveXx, 3)}  ${(r.gapSeconds === undefined ? '—' : r.gapSeconds === null ? 'none' : `${r.gapSeconds} s`).padStart(12)}${r.passed ? '' : '  FAILED'}`,
    ),
  ].join('\n');
}
