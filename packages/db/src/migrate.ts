import { type Kysely, type MigrationResultSet, Migrator } from 'kysely';
import { inMigrationTransaction } from './migration-transaction';
import { migrations } from './migrations/index';

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return migrateWith(db, (migrator) => migrator.migrateToLatest());
}

/**
 * Runs the migrations up to and including `name` and no further (a bench of an older build on the
 * schema it knew). Refuses a name that is not a migration.
 */
export async function migrateTo(db: Kysely<any>, name: string): Promise<string[]> {
  if (!(name in migrations)) throw new Error(`No migration named ${name}`);
  return migrateWith(db, (migrator) => migrator.migrateTo(name));
}

/** One transaction for every pending migration; a failure throws, and the transaction takes them all back. */
async function migrateWith(db: Kysely<any>, step: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<string[]> {
  return inMigrationTransaction(db, async (migrationDb) => {
    const migrator = new Migrator({ db: migrationDb, provider: { getMigrations: async () => migrations }, disableTransactions: true });
    const { error, results } = await step(migrator);
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  });
}
