import path from 'node:path';
import pg from 'pg';
import { createDatabase, createPool, type Database } from './database';
import { startEmbeddedPostgres } from './embedded';
import { migrateToLatest } from './migrate';

export interface OpenedDatabase {
  db: Database;
  pool: pg.Pool;
  connectionString: string;
  /** True when an embedded server created its data directory now: a brand-new database. */
  freshlyCreated: boolean;
  embedded: boolean;
  close: () => Promise<void>;
}

const APP_DATABASE = 'ghanapay';

/**
 * With a DATABASE_URL, uses that server; without one, starts the embedded PostgreSQL whose data
 * lives in `dataDir` (default `.data/pg`). Runs pending migrations either way.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; poolSize?: number }): Promise<OpenedDatabase> {
  let connectionString = options.databaseUrl;
  let stopServer = async () => {};
  let freshlyCreated = false;
  if (!connectionString) {
    const server = await startEmbeddedPostgres({ dataDir: path.join(options.dataDir, 'pg') });
    stopServer = server.stop;
    connectionString = server.socketConnectionString(APP_DATABASE);
    const admin = new pg.Client({ connectionString: server.connectionString('postgres') });
    await admin.connect();
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [APP_DATABASE]);
    if (exists.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${APP_DATABASE}`);
      freshlyCreated = true;
    }
    await admin.end();
  }
  const pool = createPool(connectionString, options.poolSize);
  const db = createDatabase(pool);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy().catch(() => {});
    await stopServer();
    throw error;
  }
  return {
    db,
    pool,
    connectionString,
    freshlyCreated,
    embedded: !options.databaseUrl,
    close: async () => {
      await db.destroy();
      await stopServer();
    },
  };
}
