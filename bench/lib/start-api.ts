import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (bench/lib/ is two levels down). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the production build (apps/api/dist/main.js) on 127.0.0.1:`port` and resolves once /health
 * answers 200. Demo mode: production refuses simulated SMS and e-mail, and nothing a bench drives
 * sends a real message. No demo users are seeded; warnings and errors only.
 */
export async function startApi(options: {
  port: number;
  databaseUrl: string;
  dataDir: string;
  nodeFlags?: string[];
  entry?: string;
  env?: Record<string, string>;
}): Promise<ChildProcess> {
  const api = spawn('node', [...(options.nodeFlags ?? []), options.entry ?? 'apps/api/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      DEMO_MODE: '1',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    if (api.exitCode !== null) throw new Error(`API exited during start-up (code ${api.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/health`)).ok) return api;
    } catch {
      // not listening yet
    }
    if (i > 100) {
      api.kill('SIGTERM');
      throw new Error('API did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Stops the API (SIGTERM: its own clean shutdown) and waits for it to exit. */
export async function stopApi(api: ChildProcess): Promise<void> {
  if (api.exitCode !== null || api.signalCode !== null) return;
  const exited = new Promise((r) => api.once('exit', r));
  api.kill('SIGTERM');
  await exited;
}
