import { loadEnv } from '../env';
import { DEMO_PASSWORD, DEMO_USERS } from '../modules/demo';
import { seedDemoDatabase } from './seed-demo-database';

// `pnpm db:seed`: the demo users, on the embedded database or on DATABASE_URL. Safe to run again.
const env = loadEnv();
const created = await seedDemoDatabase(env, env.DATABASE_URL, env.DATA_DIR);
const skipped = DEMO_USERS.length - created.length;
console.info(`Demo users created: ${created.length ? created.join(', ') : 'none'}${skipped ? ` (${skipped} already existed)` : ''}.`);
console.info(`Every demo user signs in with the password ${DEMO_PASSWORD}.`);
