import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './generated/db';
import { poolConfigFor } from './writable-host';

/**
 * The one name for a database executor: the pool's Kysely or a `Transaction<DB>` (which is one), so a
 * repository, a service or the ledger runs in whichever its caller hands it.
 */
export type Database = Kysely<DB>;

export function createPool(connectionString: string, max = 10): pg.Pool {
  // A multi-host URL (postgres://h1:p1,h2:p2/db?target_session_attrs=read-write) follows the primary.
  const pool = new pg.Pool({ ...poolConfigFor(connectionString), max });
  // An idle client that loses its server (e.g. the embedded server stopping) must not crash the process.
  pool.on('error', () => {});
  // A checked-out client has no listener of the pool's: one that loses its server between two
  // statements (PostgreSQL killed or restarted, pg_terminate_backend) would emit an unhandled 'error'
  // and end the process. Its running query still fails, and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export function createDatabase(pool: pg.Pool): Database {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}
