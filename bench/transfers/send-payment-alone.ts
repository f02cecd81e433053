/**
 * send_payment alone: one client calling the database's send function directly. There is no API and
 * no HTTP, and nothing else competes for the CPU. Each call is one transaction with its commit. This
 * run is steady enough to tell apart changes of a few percent that the 32-client bench
 * (transfers/run.ts) cannot. Variants of the function come from migration files. Each is installed
 * under a name of its own, and the variants are run in turn, `ROUNDS` times.
 *
 *   BENCH_HOLD=1500 SECONDS=3 pnpm --filter @ghanapay/bench transfers   # a database with the bench's users, held
 *   pnpm --filter @ghanapay/bench send-payment-alone <its URL> \
 *     2026-11-22T0021-send-path-after-limits 2026-11-25T0024-send-limits-from-the-write
 *
 * Each line: the variant, then the mean latency of each round (ms, pgbench -c 1, `SECONDS_EACH` s).
 * A round-trip `SELECT 1`, a one-row insert with its commit and the current send_context (the read
 * before every send) are measured too, for scale.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { contextCall, paymentCall } from './alone-calls';

const [url, ...migrations] = process.argv.slice(2);
if (!url || migrations.length === 0) {
  console.error('usage: send-payment-alone <database URL> <migration name> [<migration name> …]');
  process.exit(2);
}
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SECONDS_EACH = Number(process.env.SECONDS_EACH ?? 6);
const root = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'send-payment-alone-'));

/** The send_payment of a migration, as a function named after it. */
function variantOf(migration: string): { name: string; sql: string } {
  const text = readFileSync(path.join(root, 'packages/db/src/migrations', `${migration}.ts`), 'utf8');
  const start = text.indexOf('CREATE OR REPLACE FUNCTION send_payment(');
  if (start < 0) throw new Error(`${migration} does not define send_payment`);
  const end = text.indexOf('END $$', start) + 'END $$'.length;
  const name = `send_payment_${migration.slice(0, 15).replace(/\W/g, '_').toLowerCase()}`;
  const body = text.slice(start, end).replace('CREATE OR REPLACE FUNCTION send_payment(', `CREATE OR REPLACE FUNCTION ${name}(`);
  return { name, sql: `${body};\nALTER FUNCTION ${name} SET plan_cache_mode = force_generic_plan;` };
}

const client = new pg.Client({ connectionString: url });
await client.connect();
// 64 funded payers of the bench, each paying its own recipient (the bench's users, by balance).
await client.query(`
  DROP TABLE IF EXISTS bench_alone_pairs;
  CREATE TABLE bench_alone_pairs AS
  WITH b AS (
    SELECT u.id AS uid, u.username, a.id AS wid, row_number() OVER (ORDER BY a.balance_pesewas DESC, u.id) AS rn
    FROM users u JOIN ledger_accounts a ON a.user_id = u.id AND a.kind = 'wallet' WHERE u.username LIKE 'bench\\_%')
  SELECT s.rn AS n, s.uid AS sender, s.wid AS sw, r.uid AS recipient, r.username AS recipient_username, r.wid AS rw
  FROM b s JOIN b r ON r.rn = s.rn + 64 WHERE s.rn <= 64;
  CREATE TABLE IF NOT EXISTS bench_alone_rows (id bigserial PRIMARY KEY, v integer);`);
const variants = migrations.map(variantOf);
for (const v of variants) await client.query(v.sql);
await client.end();

// One payment of 1 pesewa between a random pair, as the API sends it.
const script = path.join(dir, 'send.sql');
writeFileSync(
  script,
  `\\set n random(1, 64)\nSELECT s.outcome FROM bench_alone_pairs p, LATERAL ${paymentCall('p', ':fn')} AS s WHERE p.n = :n;\n`,
);
// The read before it.
writeFileSync(
  path.join(dir, 'context.sql'),
  `\\set n random(1, 64)\nSELECT ${contextCall('p')} FROM bench_alone_pairs p WHERE p.n = :n;\n`,
);
writeFileSync(path.join(dir, 'one.sql'), 'SELECT 1;\n');
writeFileSync(path.join(dir, 'insert.sql'), 'INSERT INTO bench_alone_rows (v) VALUES (1);\n');

function latency(file: string, fn?: string): number {
  const args = ['-n', '-c', '1', '-T', String(SECONDS_EACH), ...(fn ? ['-D', `fn=${fn}`] : []), '-f', file, url!];
  const run = spawnSync('pgbench', args, { encoding: 'utf8' });
  const failed = Number(/number of failed transactions: (\d+)/.exec(run.stdout)?.[1] ?? 0);
  const ms = Number(/latency average = ([\d.]+) ms/.exec(run.stdout)?.[1] ?? NaN);
  if (failed > 0 || !Number.isFinite(ms)) throw new Error(`pgbench ${args.join(' ')}: ${run.stdout}${run.stderr}`);
  return ms;
}

const rows = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  for (const [label, file, fn] of [
    ['SELECT 1 (a round trip)', 'one.sql', undefined],
    ['a one-row insert and its commit', 'insert.sql', undefined],
    ['send_context (the current one)', 'context.sql', undefined],
    ...variants.map((v, i) => [migrations[i]!, 'send.sql', v.name] as const),
  ] as const) {
    const list = rows.get(label) ?? [];
    list.push(latency(path.join(dir, file), fn));
    rows.set(label, list);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`one client, ${SECONDS_EACH} s a run, ${ROUNDS} rounds, alternated; ms per call (median first)`);
for (const [label, list] of rows) {
  console.log(`${median(list).toFixed(3).padStart(7)}  ${label.padEnd(45)} ${list.map((x) => x.toFixed(3)).join(' ')}`);
}
