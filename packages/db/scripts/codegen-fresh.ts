// Regenerates src/generated/db.ts from a fresh embedded database migrated to the latest migration:
// `pnpm --filter @ghanapay/db codegen:fresh` after adding a migration.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/index';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codegen-'));
const opened = await openDatabase({ dataDir });
try {
  execFileSync('pnpm', ['codegen', '--url', opened.connectionString], { stdio: 'inherit' });
} finally {
  await opened.close();
  rmSync(dataDir, { recursive: true, force: true });
}
