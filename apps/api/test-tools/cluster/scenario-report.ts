/** One check of the cluster test: a row of its table and an entry of cluster-replicas.json. */
export interface ScenarioRow {
  scenario: string;
  requests: number;
  acknowledged: number;
  lost: number;
  doubled: number;
  fiveXx: number;
  /** What went wrong; empty when the check held. */
  problems: string[];
  /** Measurements worth keeping (bench figures, which replica answered, …). */
  details?: Record<string, unknown>;
}

export function emptyRow(scenario: string): ScenarioRow {
  return { scenario, requests: 0, acknowledged: 0, lost: 0, doubled: 0, fiveXx: 0, problems: [] };
}

export const rowFailed = (row: ScenarioRow): boolean => row.lost > 0 || row.doubled > 0 || row.problems.length > 0;

/** The file the test command counts: one passed or failed test per scenario. */
export function resultFile(rows: readonly ScenarioRow[]): { passed: number; failed: number; scenarios: ScenarioRow[] } {
  const failed = rows.filter(rowFailed).length;
  return { passed: rows.length - failed, failed, scenarios: [...rows] };
}

/** The fault suite's table: scenario, requests, acknowledged, lost, doubled, 5xx, and whether it held. */
export function formatTable(rows: readonly ScenarioRow[]): string {
  const width = Math.max(8, ...rows.map((r) => Math.min(r.scenario.length, 60)));
  const head = `${'scenario'.padEnd(width)}  requests  acknowledged  lost  doubled  5xx  result`;
  const line = (r: ScenarioRow) =>
    [
      r.scenario.slice(0, 60).padEnd(width),
      String(r.requests).padStart(8),
      String(r.acknowledged).padStart(12),
      String(r.lost).padStart(4),
      String(r.doubled).padStart(7),
      String(r.fiveXx).padStart(3),
      rowFailed(r) ? 'FAILED' : 'held',
    ].join('  ');
  return [head, ...rows.map(line)].join('\n');
}
