import { type Kysely, sql } from 'kysely';

// Frozen. Add Money that arrives beyond the wallet's balance limit is sent back to the wallet it came
// from (docs/decisions.md, "Money in and provider callbacks"). The refund is an outbound transfer of
// its own (purpose 'add_money_refund'), naming the collection it returns in refund_of: the money goes
// from the provider's settlement account to payout_pending, and leaves it as any payout does. A
// collection is refunded at most once (the unique index).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE external_transfers DROP CONSTRAINT external_transfers_purpose_check`.execute(db);
  await sql`
    ALTER TABLE external_transfers ADD CONSTRAINT external_transfers_purpose_check
    CHECK (purpose IN ('wallet_transfer', 'bank_transfer', 'add_money', 'add_money_refund'))`.execute(db);
  await sql`ALTER TABLE external_transfers ADD COLUMN refund_of uuid REFERENCES external_transfers(id)`.execute(db);
  await sql`
    ALTER TABLE external_transfers ADD CONSTRAINT external_transfers_refund_of
    CHECK ((purpose = 'add_money_refund') = (refund_of IS NOT NULL) AND (refund_of IS NULL OR direction = 'out'))`.execute(db);
  await sql`CREATE UNIQUE INDEX external_transfers_refund_of_idx ON external_transfers (refund_of) WHERE refund_of IS NOT NULL`.execute(db);
  // Add Money's room counts the person's collections still waiting for approval.
  await sql`
    CREATE INDEX external_transfers_open_collections_idx ON external_transfers (user_id)
    WHERE direction = 'in' AND status IN ('scheduled', 'processing', 'review')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS external_transfers_open_collections_idx`.execute(db);
  await sql`DELETE FROM external_transfers WHERE purpose = 'add_money_refund'`.execute(db);
  await sql`ALTER TABLE external_transfers DROP CONSTRAINT IF EXISTS external_transfers_refund_of`.execute(db);
  await sql`ALTER TABLE external_transfers DROP COLUMN IF EXISTS refund_of`.execute(db);
  await sql`ALTER TABLE external_transfers DROP CONSTRAINT external_transfers_purpose_check`.execute(db);
  await sql`
    ALTER TABLE external_transfers ADD CONSTRAINT external_transfers_purpose_check
    CHECK (purpose IN ('wallet_transfer', 'bank_transfer', 'add_money'))`.execute(db);
}
