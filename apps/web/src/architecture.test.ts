import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The web app's dependency rule (docs/architecture.md, "Web app"), checked over the import graph
// until the lint rule enforces it: components/ and lib/ never import features/ or routes/; a feature
// imports another feature only through its index.ts, never routes/; no import cycle, between files
// or between features (type-only and dynamic imports count too).

const root = path.dirname(new URL(import.meta.url).pathname);
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

const graph = new Map<string, string[]>(
  sourceFiles(root).map((file) => {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((match) => resolveImport(file, match[1] ?? match[2] ?? match[3]!))
      .filter((target): target is string => target !== undefined);
    return [path.relative(root, file), targets.map((target) => path.relative(root, target))];
  }),
);

const featureOf = (file: string) => (file.startsWith('features/') ? file.split('/')[1] : undefined);

/** Strongly connected components with more than one member: the import cycles. */
function cycles(nodes: string[], edges: (node: string) => string[]): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of edges(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1 || edges(node).includes(node)) found.push(members.sort());
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

describe('web app structure', () => {
  it('reads the whole source tree', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('main.tsx')).toContain('routeTree.gen.ts');
  });

  it('keeps zod out of route files (the route tree is in the entry of every page, the landing page too)', () => {
    const withZod = sourceFiles(path.join(root, 'routes'))
      .filter((file) => [...readFileSync(file, 'utf8').matchAll(IMPORT)].some((m) => (m[1] ?? m[2] ?? m[3]) === 'zod'))
      .map((file) => path.relative(root, file));
    expect(withZod).toEqual([]);
  });

  it('keeps components/ and lib/ free of features/ and routes/', () => {
    const wrong = [...graph].flatMap(([file, targets]) =>
      /^(components|lib)\//.test(file) ? targets.filter((t) => /^(features|routes)\//.test(t)).map((t) => `${file} -> ${t}`) : [],
    );
    expect(wrong).toEqual([]);
  });

  it('lets a feature reach another feature only through its index.ts, and never routes/', () => {
    const wrong = [...graph].flatMap(([file, targets]) => {
      const feature = featureOf(file);
      if (!feature) return [];
      return targets
        .filter((t) => t.startsWith('routes/') || (featureOf(t) && featureOf(t) !== feature && !/^features\/[^/]+\/index\.tsx?$/.test(t)))
        .map((t) => `${file} -> ${t}`);
    });
    expect(wrong).toEqual([]);
  });

  it('has no import cycle between files', () => {
    expect(cycles([...graph.keys()], (file) => graph.get(file) ?? [])).toEqual([]);
  });

  it('has no import cycle between features', () => {
    const edges = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      const from = featureOf(file);
      for (const to of targets.map(featureOf)) if (from && to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
    expect(cycles([...edges.keys()], (feature) => [...(edges.get(feature) ?? [])])).toEqual([]);
  });
});
