import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '@ghanapay/db';
import { afterAll, describe, expect, it } from 'vitest';
import { demoExposureRefusal, loadEnv, repoRoot } from './env';
import { listeningAddresses } from '@ghanapay/db/testing';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ghanapay-demo-exposure-'));
  chmodSync(dir, 0o755); // the embedded PostgreSQL runs as `postgres` when the tests run as root
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const MAIN = path.join(repoRoot, 'apps/api/src/main.ts');
const baseEnv = (dataDir: string, port: number) => ({
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  DEMO_MODE: '1',
  SEED_DEMO_DATA: 'false',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  PORT: String(port),
});

describe('where a demo listens', () => {
  it('defaults to loopback in demo mode, and to every interface in production', () => {
    const dataDir = tempDir();
    expect(loadEnv({ DEMO_MODE: '1', DATA_DIR: dataDir }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ DATA_DIR: dataDir }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ DATA_DIR: dataDir, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('refuses a non-loopback HOST unless DEMO_PUBLIC=1', () => {
    const dataDir = tempDir();
    const env = (extra: Record<string, string>) => loadEnv({ DEMO_MODE: '1', DATA_DIR: dataDir, ...extra });
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'wallet.example.com'])
      expect(demoExposureRefusal(env({ HOST: host }))).toMatch(/^Refusing to start the demo on HOST=/);
    for (const host of ['127.0.0.1', '127.0.1.1', '::1', 'localhost', '[::1]']) expect(demoExposureRefusal(env({ HOST: host }))).toBeNull();
    expect(demoExposureRefusal(env({ HOST: '0.0.0.0', DEMO_PUBLIC: '1' }))).toBeNull();
    // Production listens where it is told (its own rules refuse simulators).
    expect(demoExposureRefusal(loadEnv({ DATA_DIR: dataDir, HOST: '0.0.0.0' }))).toBeNull();
  });

  it('a demo started on HOST=0.0.0.0 stops at once with one clear line and a failure code, listening nowhere', async () => {
    const port = await findFreePort();
    const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: path.join(repoRoot, 'apps/api'),
      env: { ...baseEnv(tempDir(), port), HOST: '0.0.0.0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to start the demo on HOST=0\.0\.0\.0: .*DEMO_PUBLIC=1/);
    expect(listeningAddresses(port)).toEqual([]);
  });

  it('a demo started with no HOST listens on 127.0.0.1 only', async () => {
    const port = await findFreePort();
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: path.join(repoRoot, 'apps/api'),
      env: baseEnv(tempDir(), port),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      let up = false;
      for (let i = 0; i < 120 && !up && child.exitCode === null; i++) {
        up = await fetch(`http://127.0.0.1:${port}/health`).then(
          (res) => res.ok,
          () => false,
        );
        if (!up) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(up, stderr).toBe(true);
      expect(listeningAddresses(port)).toEqual(['127.0.0.1']);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 60_000);
});
