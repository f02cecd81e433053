import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createDatabase,
  createPool,
  migrateTo,
  migrateToLatest,
  startEmbeddedPostgres,
  type Database,
  type EmbeddedServer,
} from '@ghanapay/db';
import pg from 'pg';

export interface BenchDatabase {
  /** A temporary folder for this run: the PostgreSQL data and the API's DATA_DIR. */
  dir: string;
  server: EmbeddedServer;
  /** The app's database over loopback TCP (the bench's own connections). */
  url: string;
  /** A migrated Kysely handle on the app's database, for seeding and the ledger audit. */
  db: Database;
  /** Closes the handle, stops the server and removes the folder. */
  stop: () => Promise<void>;
}

/**
 * An embedded PostgreSQL in a temporary folder with the app's database created and migrated: what
 * every bench that drives the production build starts from. `databases` are created beside it
 * (pgbench's), `settings` go to the server (pg_stat_statements), `lastMigration` stops the schema there.
 */
export async function startBenchDatabase(options: {
  prefix: string;
  settings?: Record<string, string>;
  databases?: string[];
  /** The last migration to run (an older build's schema); all of them when absent. */
  lastMigration?: string;
}): Promise<BenchDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), options.prefix));
  // As root the server runs as `postgres`, who must reach the data folder.
  spawnSync('chmod', ['755', dir]);
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), settings: options.settings ?? {} });
  const admin = new pg.Client({ connectionString: server.connectionString('postgres') });
  await admin.connect();
  for (const name of ['ghanapay', ...(options.databases ?? [])]) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = server.connectionString('ghanapay');
  const db = createDatabase(createPool(url, 8));
  try {
    if (options.lastMigration) await migrateTo(db, options.lastMigration);
    else await migrateToLatest(db);
  } catch (error) {
    await db.destroy().catch(() => {});
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    dir,
    server,
    url,
    db,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await db.destroy().catch(() => {});
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
