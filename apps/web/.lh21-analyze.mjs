import { build } from 'vite';
import { gzipSync } from 'node:zlib';
process.env.GHANAPAY_PAGE_CHUNKS_PLANNING = '1';
const res = await build({ configFile: process.cwd() + '/vite.config.ts', logLevel: 'silent', build: { write: false } });
const out = (Array.isArray(res) ? res : [res]).flatMap((o) => o.output);
const entry = out.find((c) => c.type === 'chunk' && c.isEntry);
const mods = Object.entries(entry.modules ?? {}).map(([id, m]) => [id.replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '').replace(process.cwd(), ''), m.renderedLength ?? m.code?.length ?? 0]);
const byPkg = new Map();
for (const [id, len] of mods) { const k = id.startsWith('/') ? id.split('/').slice(0, 4).join('/') : id.split('/').slice(0, id.startsWith('@') ? 2 : 1).join('/'); byPkg.set(k, (byPkg.get(k) ?? 0) + len); }
console.log('entry', entry.code.length, 'gz', gzipSync(entry.code, { level: 9 }).length, 'modules', mods.length);
for (const [k, v] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(String(v).padStart(8), k);
if (process.env.DETAIL) for (const [id, len] of mods.filter(([id]) => id.includes(process.env.DETAIL)).sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(String(len).padStart(8), id);
