import { describe, expect, it } from 'vitest';
import { emptyRow, formatTable, resultFile } from './scenario-report';

describe('resultFile', () => {
  it('counts a scenario with a problem, a loss or a double as failed', () => {
    const ok = emptyRow('sessions across replicas');
    const lost = { ...emptyRow('replica kill -9'), lost: 1 };
    const doubled = { ...emptyRow('idempotency'), doubled: 2 };
    const problem = { ...emptyRow('jobs'), problems: ['transfer paid twice'] };
    const file = resultFile([ok, lost, doubled, problem]);
    expect(file.passed).toBe(1);
    expect(file.failed).toBe(3);
    expect(file.scenarios.map((s) => s.scenario)).toEqual(['sessions across replicas', 'replica kill -9', 'idempotency', 'jobs']);
  });
});

describe('formatTable', () => {
  it('prints one aligned line per scenario under the fault suite’s columns', () => {
    const table = formatTable([
      { ...emptyRow('replica kill -9'), requests: 480, acknowledged: 120, fiveXx: 3 },
      { ...emptyRow('rate limit'), doubled: 1 },
    ]).split('\n');
    expect(table[0]).toMatch(/^scenario\s+requests\s+acknowledged\s+lost\s+doubled\s+5xx\s+result$/);
    expect(table[1]).toMatch(/^replica kill -9\s+480\s+120\s+0\s+0\s+3\s+held$/);
    expect(table[2]).toMatch(/FAILED$/);
  });
});
