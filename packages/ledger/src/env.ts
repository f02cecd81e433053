import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface AuditEnv {
  /** The database to audit; unset means the app's embedded database under dataDir. */
  databaseUrl: string | undefined;
  /** The app's data folder, as the API uses it (DATA_DIR, default <repo root>/.data). */
  dataDir: string;
}

/** The only place in this package that reads process.env. */
export function loadAuditEnv(source: NodeJS.ProcessEnv = process.env): AuditEnv {
  const databaseUrl = source.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL');
  }
  return { databaseUrl, dataDir: source.DATA_DIR?.trim() || path.join(findRepoRoot(), '.data') };
}

function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
