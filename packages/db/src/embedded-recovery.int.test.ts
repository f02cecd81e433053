import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded';
import { readPostmaster } from './orphaned-postmaster';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = mkdtempSync(path.join(os.tmpdir(), 'ghanapay-orphan-'));
chmodSync(root, 0o755);
const dataDir = path.join(root, 'pg');
let stop = async () => {};
afterAll(async () => {
  await stop();
  rmSync(root, { recursive: true, force: true });
});

/** Runs the stand-in app until its database is up, then kills it with SIGKILL, as the audit did. */
async function startAppAndKillIt(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'testing/start-and-wait.ts'), dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve());
    child.on('exit', (code) => reject(new Error(`stand-in exited with ${code}`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe('the embedded PostgreSQL after the app was killed with kill -9', () => {
  it('is left running, and the next start stops that orphan and starts cleanly, keeping the data', async () => {
    await startAppAndKillIt();
    const orphan = readPostmaster(dataDir);
    expect(orphan).toMatchObject({ alive: true, orphaned: true });

    const server = await startEmbeddedPostgres({ dataDir });
    stop = server.stop;
    const client = new pg.Client({ connectionString: server.connectionString('postgres') });
    await client.connect();
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await client.end();
    expect(readPostmaster(dataDir)?.pid).not.toBe(orphan!.pid);
  });

  it('refuses, in one line, to take the folder from a database that a live process still owns', async () => {
    // The server above is owned by this (live) test process.
    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(
      /is in use by another running app server \(postmaster \d+\)\. Stop it first, or set DATA_DIR/,
    );
  });
});
