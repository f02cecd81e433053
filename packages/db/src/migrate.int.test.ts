import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations/index';
import { createTestDatabase, type TestDatabase } from './testing/index';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

const SPEC_TABLES = [
  'users',
  'sessions',
  'transactions',
  'contacts',
  'money_requests',
  'fraud_alerts',
  'transaction_comments',
  'transaction_reactions',
  'transaction_likes',
  'friendships',
  'bank_cards',
  'mobile_money_accounts',
  'bank_accounts',
  'kyc_documents',
  'banking_transactions',
  // what a real implementation needs beyond the spec's lists
  'ledger_accounts',
  'ledger_journals',
  'ledger_entries',
  'idempotency_keys',
  'one_time_codes',
  'webauthn_credentials',
  'user_blocks',
  'user_reports',
];

describe('migrations', () => {
  it('create every table of both spec documents and the ledger', async () => {
    const rows = await sql<{ tableName: string }>`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`.execute(
      t.db,
    );
    const tables = rows.rows.map((r) => r.tableName);
    for (const table of SPEC_TABLES) expect(tables).toContain(table);
  });

  it('are date-stamped, in order, and re-running them changes nothing', async () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    for (const name of names) expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{4}-[a-z0-9-]+$/);
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('keep money out of floating point: every money column is bigint', async () => {
    const rows = await sql<{ columnName: string; dataType: string }>`
      SELECT column_name, data_type FROM information_schema.columns
      WHERE table_schema = 'public' AND (column_name LIKE '%pesewas%' OR column_name LIKE '%amount%' OR column_name LIKE '%balance%')`.execute(
      t.db,
    );
    expect(rows.rows.length).toBeGreaterThan(5);
    for (const row of rows.rows) expect(row.dataType, row.columnName).toBe('bigint');
  });

  it('refuse a negative wallet balance and a duplicate username in the database itself', async () => {
    const user = await t.db
      .insertInto('users')
      .values({ username: 'kwesi_appiah', email: 'kwesi@example.com', firstName: 'Kwesi', lastName: 'Appiah' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      t.db.insertInto('ledgerAccounts').values({ kind: 'wallet', userId: user.id, balancePesewas: '-1' }).execute(),
    ).rejects.toThrow(/ledger_wallet_never_negative/);
    await expect(
      t.db.insertInto('users').values({ username: 'kwesi_appiah', email: 'other@example.com', firstName: 'K', lastName: 'A' }).execute(),
    ).rejects.toThrow(/users_username_key/);
  });
});
