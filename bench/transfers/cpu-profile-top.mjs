// Summarises a V8 .cpuprofile (BENCH_CPU_PROF writes one for the API): self time by package and by
// function, idle excluded.   node bench/transfers/cpu-profile-top.mjs /tmp/prof/CPU.*.cpuprofile
import { readFileSync } from 'node:fs';

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const self = new Map(profile.nodes.map((n) => [n.id, 0]));
for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], self.get(profile.samples[i]) + (profile.timeDeltas[i] ?? 0));

const byFunction = new Map();
const byPackage = new Map();
let busy = 0;
for (const node of profile.nodes) {
  const { functionName, url, lineNumber } = node.callFrame;
  const micros = self.get(node.id);
  if (functionName === '(idle)' || micros === 0) continue;
  busy += micros;
  const pkg = url.includes('node_modules')
    ? url.replace(/.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+).*/, '$1')
    : url.includes('/dist/main')
      ? 'Nkabom API (bundled app + packages)'
      : url.startsWith('node:')
        ? 'Node.js internals'
        : functionName.startsWith('(')
          ? functionName
          : url || '(native)';
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  const key = `${functionName || '(anonymous)'}  ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
}
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`busy ${(busy / 1e6).toFixed(1)} s of ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s profiled`);
console.log('\nself time by package:');
for (const [name, micros] of top(byPackage, 12)) console.log(`  ${((100 * micros) / busy).toFixed(1).padStart(5)}%  ${name}`);
console.log('\nself time by function:');
for (const [name, micros] of top(byFunction, 20)) console.log(`  ${((100 * micros) / busy).toFixed(1).padStart(5)}%  ${name}`);
