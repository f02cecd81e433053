import { openDatabase } from '@ghanapay/db';
import type { Env } from '../env';
import { accountVerifierFor } from '../modules/accounts';
import { seedDemoData } from '../modules/demo';
import { moneyRailsFor } from '../modules/money';
import { createNotifier } from '../modules/notify';

/**
 * Migrates the database and creates the demo users, as `pnpm db:seed` does (the fault and cluster
 * suites seed theirs the same way); the connection is closed again. Returns the usernames created.
 */
export async function seedDemoDatabase(env: Env, databaseUrl: string | undefined, dataDir: string): Promise<string[]> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    return await seedDemoData({
      db: database.db,
      env,
      notifier: createNotifier(env),
      accountVerifier: accountVerifierFor(env),
      moneyRails: moneyRailsFor(env),
      now: () => new Date(),
    });
  } finally {
    await database.close();
  }
}
