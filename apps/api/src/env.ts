import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: the nearest folder above this file with pnpm-workspace.yaml (src/ or dist/). */
export const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

const zEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  SESSION_SECRET: z.string().min(32).optional(),
  /** Where the built web app lives; served with an SPA fallback when present. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** The public origin people use, e.g. https://wallet.example.com; WebAuthn and CSRF checks use it. */
  APP_ORIGIN: z.string().url().optional(),
  WEBAUTHN_RP_NAME: z.string().default('GhanaPay'),
  SMS_PROVIDER: z.enum(['simulator', 'hubtel']).default('simulator'),
  EMAIL_PROVIDER: z.enum(['simulator']).default('simulator'),
  HUBTEL_CLIENT_ID: z.string().optional(),
  HUBTEL_CLIENT_SECRET: z.string().optional(),
  HUBTEL_SENDER_ID: z.string().default('GhanaPay'),
  HUBTEL_BASE_URL: z.string().url().default('https://smsc.hubtel.com'),
  /** Seeds the demo users the first time an embedded database is created ("false" to skip). */
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof zEnv> & { SESSION_SECRET: string };

/** The only place that reads process.env. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = zEnv.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  if (env.SMS_PROVIDER === 'hubtel' && (!env.HUBTEL_CLIENT_ID || !env.HUBTEL_CLIENT_SECRET)) {
    throw new Error('Invalid environment: SMS_PROVIDER=hubtel needs HUBTEL_CLIENT_ID and HUBTEL_CLIENT_SECRET');
  }
  return { ...env, SESSION_SECRET: env.SESSION_SECRET ?? persistentSecret(env.DATA_DIR) };
}

/** A random session secret kept under DATA_DIR, so restarts do not sign everyone out. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
