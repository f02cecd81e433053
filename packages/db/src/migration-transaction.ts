import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
} from 'kysely';
import { sqlStateOf } from './database-errors';

/** Kysely's own migration lock id: an older process and this one still exclude each other during a rolling deploy. */
const MIGRATION_LOCK_ID = '3853314791062309107';
/** How long a process waits for another's migrations before it gives up (and fails to start, saying why). */
const MIGRATION_LOCK_WAIT_MS = 10 * 60_000;

/**
 * Runs `migrate` in one transaction that first takes a transaction-level advisory lock.
 *
 * Kysely's PostgreSQL migrator takes a session-level advisory lock on one connection, outside its
 * transaction, and unlocks it after. Through PgBouncer in transaction pooling (infra/README.md) those
 * two statements may reach two different server connections: the lock stays behind on a pooled
 * server connection that then serves someone else, and the next process to migrate (the other
 * replica of a deploy, or the next restart) waits for it for an hour (found by the cluster test, one
 * run in five). A transaction keeps its server connection in every pooling mode, and its lock ends
 * with it, also when the process dies mid-way. The migrator runs on that one connection with its own
 * lock and transactions turned off (`disableTransactions`), so every pending migration still commits
 * or rolls back together, as before.
 */
export async function inMigrationTransaction<T>(
  db: Kysely<any>,
  migrate: (db: Kysely<any>) => Promise<T>,
  options: { lockWaitMs?: number } = {},
): Promise<T> {
  const lockWaitMs = options.lockWaitMs ?? MIGRATION_LOCK_WAIT_MS;
  return db.connection().execute(async (conn) => {
    const run = (query: string) => conn.executeQuery(CompiledQuery.raw(query));
    await run('BEGIN');
    try {
      await run(`SELECT set_config('lock_timeout', '${lockWaitMs}', true), pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`).catch(
        (error: unknown) => {
          // lock_not_available: the wait ran out. Anything else (a lost connection) is itself the reason.
          if (sqlStateOf(error) !== '55P03') throw error;
          throw new Error(
            `The database migrations did not start: another process has held their lock for ${lockWaitMs / 1000} s (still migrating, or stuck).`,
            { cause: error },
          );
        },
      );
      const held: DatabaseConnection = {
        executeQuery: <R>(query: CompiledQuery) => conn.executeQuery(query as CompiledQuery<R>),
        streamQuery: () => {
          throw new Error('The migrations do not stream');
        },
      };
      // The app's plugin, as the migrations ran with before (createDatabase).
      const result = await migrate(new Kysely<any>({ dialect: heldConnectionDialect(held), plugins: [new CamelCasePlugin()] }));
      await run('COMMIT');
      return result;
    } catch (error) {
      await run('ROLLBACK').catch(() => {});
      throw error;
    }
  });
}

/** A dialect whose every query goes to the one connection the migration transaction holds. */
function heldConnectionDialect(connection: DatabaseConnection): Dialect {
  return {
    createDriver: () => new HeldConnectionDriver(connection),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createAdapter: () => new TransactionLockedAdapter(),
    createIntrospector: (db) => new PostgresIntrospector(db),
  };
}

/** The lock is inMigrationTransaction's, taken before the migrator runs and released by its COMMIT. */
class TransactionLockedAdapter extends PostgresAdapter {
  override async acquireMigrationLock(): Promise<void> {}
  override async releaseMigrationLock(): Promise<void> {}
}

class HeldConnectionDriver implements Driver {
  constructor(private readonly connection: DatabaseConnection) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error('The migrations already run in one transaction');
  }
  async commitTransaction(): Promise<void> {
    throw new Error('The migrations already run in one transaction');
  }
  async rollbackTransaction(): Promise<void> {
    throw new Error('The migrations already run in one transaction');
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}
