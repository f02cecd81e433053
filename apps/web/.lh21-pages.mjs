import { build } from 'vite';
import { readFileSync } from 'node:fs';
const res = await build({ configFile: process.cwd() + '/vite.config.ts', logLevel: 'silent', build: { write: false } });
const out = (Array.isArray(res) ? res : [res]).flatMap((o) => o.output);
const preloads = JSON.parse(out.find((o) => o.fileName === 'page-preloads.json').source);
const byFile = new Map(out.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
for (const page of (process.env.P ?? 'home').split(',')) {
  const files = preloads[page].filter((f) => f.endsWith('.js')).map((f) => f.slice(1));
  const mods = [];
  for (const f of files) for (const [id, m] of Object.entries(byFile.get(f).modules)) mods.push([id.replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '').replace(process.cwd(), ''), m.renderedLength, f.slice(7, 40)]);
  mods.sort((a, b) => b[1] - a[1]);
  console.log('==', page, mods.reduce((a, m) => a + m[1], 0));
  for (const m of mods.slice(0, Number(process.env.N ?? 40))) console.log(String(m[1]).padStart(7), m[0], m[2]);
}
