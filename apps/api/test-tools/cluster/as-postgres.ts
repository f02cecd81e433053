import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { chownSync, mkdirSync, openSync, readFileSync } from 'node:fs';

/** Debian's PostgreSQL 15 (apt: postgresql-15, postgresql-15-auto-failover, pg-auto-failover-cli). */
export const PG_BIN = process.env.CLUSTER_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const RUN_AS_ROOT = process.getuid?.() === 0;

function postgresIds(): { uid: number; gid: number } {
  const fields = (
    readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((line) => line.startsWith('postgres:')) ?? ''
  ).split(':');
  if (fields.length < 4) throw new Error('No postgres user: install postgresql-15 (it creates one)');
  return { uid: Number(fields[2]), gid: Number(fields[3]) };
}

/** A directory the postgres user owns (PostgreSQL refuses to run as root; its files must be its own). */
export function postgresDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (RUN_AS_ROOT) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  return dir;
}

/**
 * A PostgreSQL or pg_autoctl command as the postgres user (through runuser when this runs as root),
 * in its own process group so that a node can be killed whole, as a machine that dies would be.
 */
export function spawnAsPostgres(
  args: string[],
  options: { env?: Record<string, string>; log?: string; stdio?: StdioOptions } = {},
): ChildProcess {
  const out = options.log ? openSync(options.log, 'a') : 'ignore';
  const env = Object.entries({ PATH: `${PG_BIN}:${process.env.PATH ?? ''}`, ...options.env }).map(([k, v]) => `${k}=${v}`);
  const [command, ...rest] = RUN_AS_ROOT ? ['runuser', '-u', 'postgres', '--', 'env', ...env, ...args] : ['env', ...env, ...args];
  return spawn(command!, rest, { detached: true, stdio: options.stdio ?? ['ignore', out, out] });
}

/** Runs a command as the postgres user to its end; rejects with its output when it fails. */
export function runAsPostgres(args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawnAsPostgres(args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} exited ${code}: ${output.trim().slice(-800)}`)),
    );
  });
}

/** SIGKILL to a whole process group, and to a postmaster that may have left it; quiet if already gone. */
export function killGroup(pid: number | undefined, signal: NodeJS.Signals = 'SIGKILL'): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}
