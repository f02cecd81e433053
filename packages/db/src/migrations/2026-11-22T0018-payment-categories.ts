import { type Kysely, sql } from 'kysely';

// Frozen. What each outgoing payment was for (analytics' spending categories): a payment to a person
// (transactions) or a transfer out (external_transfers), one row each. A suggested category is stored
// the first time the payment is seen, so it does not shift when the suggestion rules change; `chosen`
// marks the person's own choice, which a suggestion never overwrites.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE payment_categories (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      transaction_id bigint UNIQUE REFERENCES transactions(id) ON DELETE CASCADE,
      external_transfer_id uuid UNIQUE REFERENCES external_transfers(id) ON DELETE CASCADE,
      category text NOT NULL CHECK (category IN ('food', 'transport', 'rent_and_utilities', 'airtime_and_data',
        'family_and_friends', 'shopping', 'fees', 'other')),
      chosen boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT payment_categories_one_payment CHECK (num_nonnulls(transaction_id, external_transfer_id) = 1)
    )`.execute(db);
  // Analytics reads a wallet's entries of a range (a journal and its entries share their time).
  await sql`CREATE INDEX ledger_entries_account_time_idx ON ledger_entries (account_id, created_at)`.execute(db);
  // Analytics finds a person's transfers by the journal that moved their money.
  await sql`CREATE INDEX external_transfers_hold_journal_idx ON external_transfers (hold_journal_id) WHERE hold_journal_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX external_transfers_settle_journal_idx ON external_transfers (settle_journal_id) WHERE settle_journal_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS ledger_entries_account_time_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS external_transfers_settle_journal_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS external_transfers_hold_journal_idx`.execute(db);
  await sql`DROP TABLE IF EXISTS payment_categories`.execute(db);
}
