import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Linux's clock ticks per second for /proc times (USER_HZ: 100 on every architecture Node runs on here). */
const TICKS_PER_SECOND = 100;

/**
 * User + system CPU time (ms) from the text of /proc/<pid>/stat. The command name (field 2) is in
 * parentheses and may hold spaces or parentheses, so fields are counted after the last ")":
 * utime and stime are fields 14 and 15. With `reapedChildren`, also the children it has waited for
 * (cutime and cstime, fields 16 and 17): a postmaster's backends that ended.
 */
export function cpuMsFromProcStat(text: string, options: { reapedChildren?: boolean } = {}): number {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): field n is fields[n - 3].
  let ticks = Number(fields[11]) + Number(fields[12]);
  if (options.reapedChildren) ticks += Number(fields[13]) + Number(fields[14]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** CPU time (ms) a process has used so far; 0 once it is gone. */
export function cpuMsOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    return cpuMsFromProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return 0;
  }
}

/** The parent pid (field 4) in the text of /proc/<pid>/stat. */
export function parentPidFromProcStat(text: string): number {
  return Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]);
}

/** CPU time (ms) used so far by the process's children alive now (PostgreSQL's backends under its postmaster). */
export function cpuMsOfChildren(parent: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (parentPidFromProcStat(stat) === parent) total += cpuMsFromProcStat(stat);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** The postmaster's pid, from the first line of postmaster.pid in its data directory. */
export function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}
