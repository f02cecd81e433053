import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs the audit CLI (what `pnpm ledger:audit` runs) against a database; resolves with its exit code. */
export function runAuditCli(databaseUrl: string): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      path.join(packageDir, 'node_modules/.bin/tsx'),
      ['src/audit-cli.ts'],
      { cwd: packageDir, env: { ...process.env, DATABASE_URL: databaseUrl }, timeout: 30_000 },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ exitCode, stdout, stderr });
      },
    );
  });
}
