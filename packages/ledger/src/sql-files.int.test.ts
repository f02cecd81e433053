import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@ghanapay/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// packages/ledger/sql/<fn>.sql is the current text of each database function that writes or checks
// the ledger; a migration carries a copy. This test migrates a fresh database (the test template)
// and holds each function's definition equal to its file, so a change made in only one of the two
// fails here.
//
// How: in a transaction that is rolled back, read pg_get_functiondef of every function of the
// file's name, run the file (CREATE OR REPLACE), and read them again. PostgreSQL rewrites the
// file's header (argument and option spelling) the same way it rewrote the migration's, and keeps
// the body verbatim, so the two readings are equal exactly when the migrated function and the file
// agree; a file with another signature adds an overload, which the second reading shows too.

const sqlDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../sql');
const files = readdirSync(sqlDir)
  .filter((f) => f.endsWith('.sql'))
  .sort();

/** Functions whose text names a ledger table but that belong to another part of the system. */
const NOT_LEDGER: Readonly<Record<string, string>> = {
  analytics_forget_category: 'analytics: a trigger that reads journal dates to forget closed rollups',
  analytics_forget_transaction: 'analytics: a trigger that reads journal dates to forget closed rollups',
  analytics_forget_transfer: 'analytics: a trigger that reads journal dates to forget closed rollups',
};

/** Functions that belong to the ledger's set though their text names no ledger table (called by one that does). */
const CALLED_BY_LEDGER = ['payment_recipient_facts', 'send_candidate'];

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

function functionNameOf(text: string): string {
  const names = [...text.matchAll(/CREATE\s+OR\s+REPLACE\s+FUNCTION\s+(?:public\.)?(\w+)\s*\(/gi)].map((m) => m[1]!);
  expect(names, 'a file creates exactly one function').toHaveLength(1);
  return names[0]!;
}

describe('packages/ledger/sql', () => {
  it('holds at least the functions of the send path and the posting', () => {
    for (const name of [
      'ledger_write_postings',
      'ledger_post',
      'ledger_lock',
      'kyc_tier_limits',
      'send_context',
      'send_contexts',
      'send_payment',
      'send_payments',
    ]) {
      expect(files).toContain(`${name}.sql`);
    }
  });

  it.each(files)('%s is what a migrated database has', async (file) => {
    const text = readFileSync(path.join(sqlDir, file), 'utf8');
    const name = functionNameOf(text);
    expect(`${name}.sql`).toBe(file);
    const client = await t.pool.connect();
    try {
      await client.query('BEGIN');
      const definitions = async () =>
        (
          await client.query<{ def: string }>(
            `SELECT pg_get_functiondef(p.oid) AS def FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
             WHERE n.nspname = 'public' AND p.proname = $1 ORDER BY p.oid`,
            [name],
          )
        ).rows.map((r) => r.def);
      const migrated = await definitions();
      expect(migrated, `${name} exists in a migrated database`).toHaveLength(1);
      await client.query(text);
      expect(await definitions(), `${file} differs from the migrated ${name}: edit both (a new migration carries the file)`).toEqual(
        migrated,
      );
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('has a file for every function of a migrated database that names a ledger table', async () => {
    const { rows } = await t.pool.query<{ name: string }>(
      `SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = 'public'
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
         AND (p.prosrc ~ '(ledger_|wallet_limit_usage|kyc_tier_limits)' OR p.proname = ANY ($1))
       ORDER BY 1`,
      [CALLED_BY_LEDGER],
    );
    const withoutFile = rows.map((r) => r.name).filter((name) => !(name in NOT_LEDGER) && !files.includes(`${name}.sql`));
    expect(withoutFile, 'ledger functions without a file in packages/ledger/sql').toEqual([]);
  });
});
