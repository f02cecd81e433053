import { openDatabase } from '@ghanapay/db';
import { loadEnv } from '../env';
import { accountVerifierFor } from '../modules/accounts';
import { moneyRailsFor } from '../modules/money';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../modules/demo';
import { createNotifier } from '../modules/notify';

// `pnpm db:seed`: the demo users, on the embedded database or on DATABASE_URL. Safe to run again.
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const created = await seedDemoData({
    db: database.db,
    env,
    notifier: createNotifier(env),
    accountVerifier: accountVerifierFor(env),
    moneyRails: moneyRailsFor(env),
    now: () => new Date(),
  });
  const skipped = DEMO_USERS.length - created.length;
  console.info(`Demo users created: ${created.length ? created.join(', ') : 'none'}${skipped ? ` (${skipped} already existed)` : ''}.`);
  console.info(`Every demo user signs in with the password ${DEMO_PASSWORD}.`);
} finally {
  await database.close();
}
