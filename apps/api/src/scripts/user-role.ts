import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase, createPool } from '@ghanapay/db';
import { loadEnv } from '../env';
import { setUserRole, USER_ROLES } from '../modules/kyc';
import { DEMO_RUNTIME_FILE } from '../modules/money';

// `pnpm user:role <username> <role>`: gives a person a role (user, or a staff role: support,
// compliance, reviewer, operator, admin; see trpc/staff-procedure.ts). On DATABASE_URL, or the running demo's embedded database.
async function main(argv: string[]): Promise<number> {
  const [username, role] = argv;
  if (!username || !USER_ROLES.includes(role as (typeof USER_ROLES)[number])) {
    console.error(`Usage: pnpm user:role <username> <${USER_ROLES.join('|')}>`);
    return 2;
  }
  const env = loadEnv();
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    try {
      databaseUrl = (JSON.parse(readFileSync(path.join(env.DATA_DIR, DEMO_RUNTIME_FILE), 'utf8')) as { databaseUrl: string }).databaseUrl;
    } catch {
      console.error('Set DATABASE_URL, or start the app (pnpm start) first.');
      return 2;
    }
  }
  const db = createDatabase(createPool(databaseUrl, 1));
  try {
    if (!(await setUserRole(db, username, role as (typeof USER_ROLES)[number]))) {
      console.error(`No user named ${username}`);
      return 1;
    }
    console.log(`${username} is now ${role === 'user' ? 'a user' : `a ${role}`}`);
    return 0;
  } finally {
    await db.destroy();
  }
}

// process.exit, not exitCode: tsx (pnpm user:role) does not pass process.exitCode on.
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Could not set the role: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
