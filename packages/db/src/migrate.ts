import { type Kysely, Migrator } from 'kysely';
import { migrations } from './migrations/index';

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Runs the migrations up to and including `name` and no further (a bench of an older build on the
 * schema it knew). Refuses a name that is not a migration.
 */
export async function migrateTo(db: Kysely<any>, name: string): Promise<string[]> {
  if (!(name in migrations)) throw new Error(`No migration named ${name}`);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
