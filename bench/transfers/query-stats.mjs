// Preloaded into the API process by `BENCH_PROFILE=1` (node --import): counts every statement the
// pg client sends and how long each waited for its answer, grouped by the statement's opening
// words, and writes the totals to $BENCH_QUERY_STATS when the process exits. Bench-only.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import pg from 'pg';

const stats = new Map();
const labels = new Map();
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function query(config, values, callback) {
  const text = typeof config === 'string' ? config : config?.text;
  if (typeof text !== 'string' || typeof callback === 'function' || typeof values === 'function')
    return original.call(this, config, values, callback);
  const started = process.hrtime.bigint();
  const result = original.call(this, config, values);
  // The label of a statement's text, made once per text (the regular expression over every query's
  // text cost the API a few microseconds a statement, counted as the API's CPU).
  let label = labels.get(text);
  if (label === undefined) {
    label = text.replace(/\s+/g, ' ').trim().slice(0, 90);
    if (labels.size < 10_000) labels.set(text, label);
  }
  const record = () => {
    const entry = stats.get(label) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += Number(process.hrtime.bigint() - started) / 1e6;
    stats.set(label, entry);
  };
  result?.then?.(record, record);
  return result;
};

// SIGUSR2: the counts since the last signal. With `<BENCH_QUERY_STATS>.gc` present (the memory
// samples), after a full collection first (node --expose-gc): the heap the process really keeps,
// which RSS (heap the collector has not returned yet) does not say. Not before a scenario: a full
// collection frees objects that optimised code refers to, V8 throws that code away (about 150
// functions each time), and the scenario paid for compiling it again (session 12).
process.on('SIGUSR2', () => {
  const file = process.env.BENCH_QUERY_STATS;
  if (file && existsSync(`${file}.gc`)) {
    rmSync(`${file}.gc`, { force: true });
    globalThis.gc?.();
  }
  const { heapUsed, rss } = process.memoryUsage();
  if (file) writeFileSync(file, JSON.stringify({ queries: [...stats].map(([sql, s]) => ({ sql, ...s })), heapUsedAfterGc: heapUsed, rss }));
  stats.clear();
});
