import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase, createPool } from '../database';
import { startEmbeddedPostgres } from '../embedded';
import { migrateToLatest } from '../migrate';
import { TEMPLATE_DATABASE } from './names';

/**
 * Vitest global setup: one real PostgreSQL per test run (embedded, or the server named by
 * DATABASE_URL), one migrated template database, and each test file then clones the template
 * into a database of its own (see createTestDatabase), so files run in parallel in isolation.
 */
export default async function setup(project: TestProject) {
  let adminUrl: string;
  let stop = async () => {};
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = '/postgres';
    adminUrl = url.toString();
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ghanapay-test-pg-'));
    chmodSync(dir, 0o755); // the server runs as `postgres` when the tests run as root
    const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data') });
    adminUrl = server.connectionString('postgres');
    stop = async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  const pool = createPool(templateUrl.toString(), 2);
  const db = createDatabase(pool);
  await migrateToLatest(db);
  await db.destroy();

  project.provide('ghanapayAdminDatabaseUrl', adminUrl);
  return stop;
}
