import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** What a postmaster.pid says and whether its process is still there. */
interface PostmasterState {
  pid: number;
  alive: boolean;
  /** True when nothing owns it any more: its parent died (it was re-parented) or is not a Node process. */
  orphaned: boolean;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parentOf(pid: number): number | null {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may contain spaces, so read after the last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

export function readPostmaster(dataDir: string): PostmasterState | null {
  const file = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const [pidLine, dirLine] = readFileSync(file, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const alive = isAlive(pid) && commandOf(pid).includes('postgres') && path.resolve(dirLine ?? '') === path.resolve(dataDir);
  const parent = alive ? parentOf(pid) : null;
  const orphaned = alive && (parent === 1 || parent === null || !/\bnode\b/.test(commandOf(parent)));
  return { pid, alive, orphaned };
}

/**
 * An app server that was killed (kill -9, a crash) leaves its embedded PostgreSQL running, holding the
 * data folder. Before starting, such an orphan is stopped the way PostgreSQL asks (SIGINT, "fast
 * shutdown": it finishes cleanly and keeps every committed row), then killed if it does not go. A
 * postmaster that another live Node process still owns is left alone: that is another app server.
 */
export async function stopOrphanedPostmaster(dataDir: string, options: { timeoutMs?: number } = {}): Promise<'none' | 'stopped'> {
  const state = readPostmaster(dataDir);
  if (!state?.alive) return 'none';
  if (!state.orphaned) {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} is in use by another running app server (postmaster ${state.pid}). Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  process.kill(state.pid, 'SIGINT');
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (isAlive(state.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isAlive(state.pid)) {
    process.kill(state.pid, 'SIGKILL');
    while (isAlive(state.pid)) await new Promise((resolve) => setTimeout(resolve, 50));
    rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
  }
  return 'stopped';
}
