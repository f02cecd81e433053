import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../env';
import { metricsRegistry } from './metrics-registry';

describe('infra/grafana/ghanapay.json', () => {
  it('charts only metrics the API exports, and every one of them', () => {
    const dashboard = readFileSync(path.join(repoRoot, 'infra/grafana/ghanapay.json'), 'utf8');
    const exprs = (JSON.parse(dashboard) as { panels: { targets: { expr: string }[] }[] }).panels.flatMap((p) =>
      p.targets.map((x) => x.expr),
    );
    const used = new Set(exprs.flatMap((e) => e.match(/ghanapay_[a-z_]+/g) ?? []).map((n) => n.replace(/_(bucket|count|sum)$/, '')));
    const exported = new Set(metricsRegistry.getMetricsAsArray().map((m) => m.name));
    expect([...used].filter((n) => !exported.has(n))).toEqual([]);
    expect([...exported].filter((n) => !used.has(n))).toEqual([]);
  });
});
