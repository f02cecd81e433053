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
  pool.on('connect', (client) => {
    client.on('error', () => {});
    sendNamedStatementsByName(client);
  });
  return pool;
}

/** The SQL texts registered with namedStatement, and their names. */
const NAMED_STATEMENTS = new Map<string, string>();

/**
 * Registers a statement PostgreSQL should parse and plan once per connection: the pool's clients
 * send this exact text as a named prepared statement (parse once, then bind and execute), not as an
 * unnamed one parsed and planned on every call. For the few statements of the hot paths (a send is
 * two), where parsing and planning the call was about 0.06 ms of PostgreSQL's time each. Safe behind
 * the PgBouncer of infra/, which pools by session (a prepared statement lives on its connection;
 * node-postgres prepares it again on a new one). Returns the text, to run as `CompiledQuery.raw`.
 */
export function namedStatement(name: string, text: string): string {
  const known = NAMED_STATEMENTS.get(text);
  if (known !== undefined && known !== name) throw new Error(`namedStatement: this text is already named ${known}`);
  NAMED_STATEMENTS.set(text, name);
  return text;
}

type QueryFunction = (config: unknown, values?: unknown, callback?: unknown) => unknown;

function sendNamedStatementsByName(client: pg.PoolClient): void {
  const target = client as unknown as { query: QueryFunction };
  const query = target.query;
  target.query = function namedQuery(this: unknown, config: unknown, values?: unknown, callback?: unknown) {
    if (typeof config === 'string' && callback === undefined && (values === undefined || Array.isArray(values))) {
      const name = NAMED_STATEMENTS.get(config);
      if (name !== undefined) return query.call(this, { name, text: config, values });
    }
    return query.call(this, config, values, callback);
  };
}

export function createDatabase(pool: pg.Pool): Database {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}
