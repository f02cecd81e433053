import { describe, expect, it } from 'vitest';
import { cpuMsFromProcStat, parentPidFromProcStat } from './process-cpu';

describe('cpuMsFromProcStat', () => {
  it('adds utime and stime (fields 14 and 15) in ms, counting fields after the command name', () => {
    const stat = '4242 (node) S 1 4242 4242 0 -1 4194304 1500 0 0 0 250 37 0 0 20 0 11 0 1000 1 1 18446744073709551615';
    expect(cpuMsFromProcStat(stat)).toBe(2_870);
  });
  it('adds the reaped children’s cutime and cstime (fields 16 and 17) when asked', () => {
    const stat = '640 (postgres) S 1 640 640 0 -1 4194560 10 0 0 0 250 37 900 113 20 0 11 0 1000 1 1';
    expect(cpuMsFromProcStat(stat)).toBe(2_870);
    expect(cpuMsFromProcStat(stat, { reapedChildren: true })).toBe(13_000);
  });
  it('is not confused by spaces and parentheses in the command name', () => {
    const stat = '77 (pg (bouncer) x) R 1 77 77 0 -1 4194304 10 0 0 0 3 4 0 0 20 0 1 0 50 1 1';
    expect(cpuMsFromProcStat(stat)).toBe(70);
  });
});

describe('parentPidFromProcStat', () => {
  it('reads field 4', () => {
    expect(parentPidFromProcStat('812 (postgres: ghanapay) S 640 812 812 0 -1 4194560 10 0 0 0 3 4')).toBe(640);
  });
});
