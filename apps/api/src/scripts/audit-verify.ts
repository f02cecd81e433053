import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase, createPool } from '@ghanapay/db';
import { loadEnv } from '../env';
import { DEMO_RUNTIME_FILE } from '../modules/money';
import { verifyStaffAuditLog } from '../modules/staff';

// `pnpm audit:verify`: recomputes the staff audit log's hash chain from its first row. Exit 0 when
// every row holds, 1 naming the first broken row (its id and what differs), 2 when it cannot run.
// On DATABASE_URL, or the running demo's embedded database (DATA_DIR/demo-runtime.json).
async function main(): Promise<number> {
  const env = loadEnv();
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    try {
      databaseUrl = (JSON.parse(readFileSync(path.join(env.DATA_DIR, DEMO_RUNTIME_FILE), 'utf8')) as { databaseUrl: string }).databaseUrl;
    } catch {
      console.error('Set DATABASE_URL, or start the app (pnpm start) to verify the demo’s audit log.');
      return 2;
    }
  }
  const db = createDatabase(createPool(databaseUrl, 2));
  try {
    const { checked, broken } = await verifyStaffAuditLog(db);
    if (!broken) {
      console.log(`Staff audit log: OK, ${checked} row(s), every hash follows from the row before it`);
      return 0;
    }
    console.log(`Staff audit log: BROKEN at row ${broken.id} (after ${checked} good row(s)): ${broken.problem}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
