import { execFileSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { ChildProcesses } from './child-processes';
import { pgbouncerConfig, pgbouncerUserlist, type PoolMode } from './config-files';

export const PGBOUNCER_BINARY = '/usr/sbin/pgbouncer';

/**
 * Starts PgBouncer (Debian's 1.18) on loopback in front of one database, its files in `dir`; returns
 * the URL clients use and the process. As root it runs as `postgres` (PgBouncer refuses root), so
 * its files are handed to that user.
 */
export async function startPgbouncer(
  processes: ChildProcesses,
  options: {
    dir: string;
    port: number;
    upstreamPort: number;
    upstreamPassword: string;
    database: string;
    mode: PoolMode;
    poolSize: number;
  },
): Promise<{ url: string; child: ChildProcess }> {
  // Something already there (a PgBouncer an interrupted run left) would answer in its place.
  if (await accepts(options.port))
    throw new Error(`PgBouncer: port ${options.port} is already in use (a PgBouncer left by an earlier run?)`);
  mkdirSync(options.dir, { recursive: true });
  const authFile = path.join(options.dir, 'users.txt');
  writeFileSync(authFile, pgbouncerUserlist([{ name: 'postgres', password: 'postgres' }]));
  const config = path.join(options.dir, 'pgbouncer.ini');
  writeFileSync(
    config,
    pgbouncerConfig({
      ...options,
      authFile,
      pidFile: path.join(options.dir, 'pgbouncer.pid'),
      logFile: path.join(options.dir, 'pgbouncer.log'),
      socketDir: options.dir,
    }),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    for (const file of [options.dir, authFile, config]) chownSync(file, uid, gid);
  }
  const child = processes.start(PGBOUNCER_BINARY, [...(asRoot ? ['-u', 'postgres'] : []), config], {
    logFile: path.join(options.dir, 'stderr.log'),
  });
  await waitListening(options.port, child).catch((error: Error) => {
    throw new Error(`PgBouncer: ${error.message}: ${readFileSync(path.join(options.dir, 'stderr.log'), 'utf8').slice(-800)}`);
  });
  return { url: `postgres://postgres:postgres@127.0.0.1:${options.port}/${options.database}`, child };
}

function accepts(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Waits until something accepts TCP connections on the port. */
async function waitListening(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`the process for port ${port} exited (code ${child.exitCode})`);
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on ${port} after 10 s`);
}
