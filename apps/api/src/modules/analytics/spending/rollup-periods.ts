/** Accra calendar dates, "2026-11-01"; `end` is the day after the period's last. */
export interface RollupPeriod {
  start: string;
  end: string;
}

/**
 * How long after midnight a day counts as closed. A journal is stamped with its transaction's start,
 * so a payment begun at 23:59:59.9 may commit just after midnight; summing yesterday a little later
 * than midnight keeps such a payment in its rollup.
 */
const SETTLING_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Splits [from, now) into closed periods read from rollups — every whole calendar month inside it,
 * and single days for the rest (the first month's tail, the current month's closed days) — and the
 * live part from `liveFrom`: today, plus yesterday in its first minutes. Accra is UTC (analytics-range.ts).
 */
export function splitRange(from: Date, now: Date): { periods: RollupPeriod[]; liveFrom: Date } {
  const settled = new Date(now.getTime() - SETTLING_MS);
  const liveFromMs = Math.max(from.getTime(), Date.UTC(settled.getUTCFullYear(), settled.getUTCMonth(), settled.getUTCDate()));
  const periods: RollupPeriod[] = [];
  for (let day = from.getTime(); day < liveFromMs;) {
    const date = new Date(day);
    const nextMonth = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
    const end = date.getUTCDate() === 1 && nextMonth <= liveFromMs ? nextMonth : day + DAY_MS;
    periods.push({ start: dateOf(day), end: dateOf(end) });
    day = end;
  }
  return { periods, liveFrom: new Date(liveFromMs) };
}

/** Periods that follow one another without a gap, merged: each run is read from the ledger in one statement. */
export function contiguousRuns(periods: readonly RollupPeriod[]): RollupPeriod[] {
  const runs: RollupPeriod[] = [];
  for (const p of [...periods].sort((a, b) => a.start.localeCompare(b.start))) {
    const last = runs.at(-1);
    if (last && last.end === p.start) last.end = p.end;
    else runs.push({ ...p });
  }
  return runs;
}
