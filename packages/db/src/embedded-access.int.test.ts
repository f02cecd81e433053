import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_FILE, startEmbeddedPostgres, type EmbeddedServer } from './embedded';
import { listeningAddresses } from './testing/listening-addresses';

/** Tries a login; answers the server's SQLSTATE on refusal ('28P01': wrong password), or 'ok'. */
async function login(config: pg.ClientConfig): Promise<string> {
  const client = new pg.Client({ user: 'postgres', database: 'postgres', connectionTimeoutMillis: 5_000, ...config });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

const socketIn = (dir: string, port: number) => path.join(dir, `.s.PGSQL.${port}`);

let dir: string;
let dataDir: string;
let server: EmbeddedServer;
let port: number;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ghanapay-access-'));
  chmodSync(dir, 0o755); // the server runs as `postgres` when the tests run as root
  dataDir = path.join(dir, 'data');
  server = await startEmbeddedPostgres({ dataDir });
  port = Number(new URL(server.connectionString('postgres')).port);
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('who can reach the embedded PostgreSQL', () => {
  it('refuses the old well-known postgres/postgres, over TCP and over the socket', async () => {
    expect(await login({ host: '127.0.0.1', port, password: 'postgres' })).toBe('28P01');
    expect(await login({ host: dataDir, port, password: 'postgres' })).toBe('28P01');
  });

  it('takes the password generated for this data directory, kept there owner-only', async () => {
    const file = path.join(dataDir, PASSWORD_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(server.password);
    expect(server.password.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(await login({ connectionString: server.connectionString('postgres') })).toBe('ok');
    // The app's own connections, over the socket (as root: through the owner-only folder and socket).
    expect(await login({ connectionString: server.socketConnectionString('postgres') })).toBe('ok');
  });

  it('keeps its Unix socket in the data directory, not in /tmp, and nobody else can reach it', () => {
    expect(existsSync(socketIn('/tmp', port))).toBe(false);
    expect(existsSync(socketIn(dataDir, port))).toBe(true);
    expect(statSync(dataDir).mode & 0o007).toBe(0);
    expect(statSync(socketIn(dataDir, port)).mode & 0o077).toBe(0);
    expect(new URL(server.socketConnectionString('postgres')).searchParams.get('host')).toBe(dataDir);
  });

  it('listens on loopback only', async () => {
    const addresses = listeningAddresses(port);
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.every((a) => a === '127.0.0.1')).toBe(true);
    const client = new pg.Client({ connectionString: server.connectionString('postgres') });
    await client.connect();
    const { rows } = await client.query<{ listen_addresses: string }>('SHOW listen_addresses');
    await client.end();
    expect(rows[0]!.listen_addresses).toBe('127.0.0.1');
    // And a non-loopback address of this machine, when it has one, is refused.
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    if (external) expect(await login({ host: external.address, port, password: server.password })).toBe('ECONNREFUSED');
  });
});

describe('a data directory made before the per-directory password', () => {
  it('still opens, and from then on takes only a new password, saved in the data directory', async () => {
    const oldDir = path.join(dir, 'old');
    const first = await startEmbeddedPostgres({ dataDir: oldDir });
    // Made as every data directory was before: the role's password `postgres`, no password file.
    const admin = new pg.Client({ connectionString: first.connectionString('postgres') });
    await admin.connect();
    await admin.query(`ALTER ROLE postgres PASSWORD 'postgres'`);
    await admin.end();
    rmSync(path.join(oldDir, PASSWORD_FILE));
    await first.stop();

    const again = await startEmbeddedPostgres({ dataDir: oldDir });
    try {
      const oldPort = Number(new URL(again.connectionString('postgres')).port);
      expect(again.password).not.toBe('postgres');
      expect(readFileSync(path.join(oldDir, PASSWORD_FILE), 'utf8').trim()).toBe(again.password);
      expect(statSync(path.join(oldDir, PASSWORD_FILE)).mode & 0o077).toBe(0);
      expect(await login({ connectionString: again.connectionString('postgres') })).toBe('ok');
      expect(await login({ host: '127.0.0.1', port: oldPort, password: 'postgres' })).toBe('28P01');
    } finally {
      await again.stop();
    }
    // And the next start uses the saved password as it is.
    const third = await startEmbeddedPostgres({ dataDir: oldDir });
    await third.stop();
    expect(third.password).toBe(again.password);
  });
});
