/**
 * What gathering sends into one database call would save, before anything is built: pgbench runs
 * the database's send functions one per call and eight per call, and PostgreSQL's CPU per send is
 * read from /proc (every `postgres` process, user and system time) around each run.
 *
 *   BENCH_HOLD=1500 SECONDS=3 pnpm --filter @ghanapay/bench transfers   # a database with the bench's users, held
 *   pnpm --filter @ghanapay/bench send-payment-alone <its URL> 2026-11-25T0024-send-limits-from-the-write   # its pairs table
 *   pnpm --filter @ghanapay/bench batching <its URL>
 *
 * Four clients, each with its own eight pairs of the 64 (no two clients touch one wallet), so the
 * figures are about the work a call does, not about waiting for locks. Variants, alternated
 * `ROUNDS` times, `SECONDS_EACH` s each:
 * - send_payment, one per call (one transaction each), a random pair of the client's eight;
 * - send_payment, eight per call: the client's eight pairs in one statement (one transaction);
 * - the same eight, each in a subtransaction of its own (a PL/pgSQL block with an EXCEPTION clause),
 *   as a batch must run them so that one refused send does not take its neighbours back;
 * - send_context, one per call, and eight per statement.
 * The batch function is a bench fixture, created here, not a migration.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cpuMsFromProcStat } from '../../apps/api/test-tools/cluster/process-cpu';
import { contextCall, paymentCall } from './alone-calls';

const [url] = process.argv.slice(2);
if (!url) {
  console.error('usage: batching <database URL> (a database the transfers bench held, with send-payment-alone run once on it)');
  process.exit(2);
}
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS_EACH = Number(process.env.SECONDS_EACH ?? 8);
const CLIENTS = 4;
const dir = mkdtempSync(path.join(os.tmpdir(), 'send-batching-'));

const ownEight = 'p.n BETWEEN :client_id * 8 + 1 AND :client_id * 8 + 8';

const client = new pg.Client({ connectionString: url });
await client.connect();
const pairs = await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'bench_alone_pairs'`);
if (pairs.rows[0].n !== 1) throw new Error('No bench_alone_pairs table: run send-payment-alone on this database once first');
await client.query(`
  CREATE OR REPLACE FUNCTION bench_send_batch(p_from int, p_to int) RETURNS int LANGUAGE plpgsql AS $$
  DECLARE p record; v_done int := 0;
  BEGIN
    FOR p IN SELECT * FROM bench_alone_pairs WHERE n BETWEEN p_from AND p_to ORDER BY n LOOP
      BEGIN
        PERFORM ${paymentCall('p')};
        v_done := v_done + 1;
      EXCEPTION WHEN OTHERS THEN
        NULL;
      END;
    END LOOP;
    RETURN v_done;
  END $$`);
await client.end();

const variants = [
  {
    label: 'send_payment, one per call',
    perCall: 1,
    script: `\\set n :client_id * 8 + random(1, 8)\nSELECT s.outcome FROM bench_alone_pairs p, LATERAL ${paymentCall('p')} AS s WHERE p.n = :n;\n`,
  },
  {
    label: 'send_payment, eight per call',
    perCall: 8,
    script: `SELECT count(s.outcome) FROM bench_alone_pairs p, LATERAL ${paymentCall('p')} AS s WHERE ${ownEight};\n`,
  },
  {
    label: 'send_payment, eight, a subtransaction each',
    perCall: 8,
    script: `SELECT bench_send_batch(:client_id * 8 + 1, :client_id * 8 + 8);\n`,
  },
  {
    label: 'send_context, one per call',
    perCall: 1,
    script: `\\set n :client_id * 8 + random(1, 8)\nSELECT ${contextCall('p')} FROM bench_alone_pairs p WHERE p.n = :n;\n`,
  },
  {
    label: 'send_context, eight per call',
    perCall: 8,
    script: `SELECT count(${contextCall('p')}) FROM bench_alone_pairs p WHERE ${ownEight};\n`,
  },
];

/**
 * CPU seconds of every `postgres` process on this machine (the held server is the only one during a
 * bench), with the children they reaped: pgbench's backends end with the run, and their time then
 * counts in the postmaster's.
 */
function postgresCpuSeconds(): number {
  let ms = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/comm`, 'utf8').trim() !== 'postgres') continue;
      ms += cpuMsFromProcStat(readFileSync(`/proc/${name}/stat`, 'utf8'), { reapedChildren: true });
    } catch {
      // the process ended between the listing and the read
    }
  }
  return ms / 1000;
}

function run(variant: (typeof variants)[number]): { sendsPerSecond: number; cpuMsPerSend: number } {
  const file = path.join(dir, 'script.sql');
  writeFileSync(file, variant.script);
  const before = postgresCpuSeconds();
  const args = ['-n', '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS_EACH), '-f', file, url!];
  const out = spawnSync('pgbench', args, { encoding: 'utf8' });
  spawnSync('sleep', ['0.5']); // until the postmaster has reaped the run's backends
  const after = postgresCpuSeconds();
  const calls = Number(/number of transactions actually processed: (\d+)/.exec(out.stdout)?.[1] ?? NaN);
  const failed = Number(/number of failed transactions: (\d+)/.exec(out.stdout)?.[1] ?? 0);
  if (!Number.isFinite(calls) || failed > 0) throw new Error(`pgbench ${args.join(' ')}: ${out.stdout}${out.stderr}`);
  const sends = calls * variant.perCall;
  return { sendsPerSecond: sends / SECONDS_EACH, cpuMsPerSend: ((after - before) * 1000) / sends };
}

console.log(`${CLIENTS} clients, ${SECONDS_EACH} s a run, ${ROUNDS} rounds, alternated: sends/s, PostgreSQL CPU ms per send`);
for (let round = 1; round <= ROUNDS; round++) {
  for (const variant of variants) {
    const r = run(variant);
    console.log(
      `round ${round}  ${variant.label.padEnd(44)} ${r.sendsPerSecond.toFixed(0).padStart(6)}/s  ${r.cpuMsPerSend.toFixed(2)} ms`,
    );
  }
}
