import { type Kysely, sql } from 'kysely';

// Frozen. Payment links (docs/decisions.md, "Payment links"): a link a person shares so that anyone,
// with or without the app, pays into their wallet from a mobile-money number. The code is the link's
// public name (/pay/<code>): short, random, unique. A link pays in only: each payment is a collection
// of its own in external_transfers (purpose 'payment_link', direction 'in', credited to the link's
// owner once, as every collection is), naming its link in payment_link_id.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE payment_links (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id),
      code text NOT NULL UNIQUE CHECK (code ~ '^[a-z2-7]{10}$'),
      amount_pesewas bigint CHECK (amount_pesewas > 0),
      description text NOT NULL CHECK (length(description) BETWEEN 1 AND 100),
      single_use boolean NOT NULL,
      expires_at timestamptz,
      closed_at timestamptz,
      created_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX payment_links_user_idx ON payment_links (user_id, created_at DESC)`.execute(db);

  await sql`ALTER TABLE external_transfers DROP CONSTRAINT external_transfers_purpose_check`.execute(db);
  await sql`
    ALTER TABLE external_transfers ADD CONSTRAINT external_transfers_purpose_check
    CHECK (purpose IN ('wallet_transfer', 'bank_transfer', 'add_money', 'add_money_refund', 'payment_link'))`.execute(db);
  await sql`ALTER TABLE external_transfers ADD COLUMN payment_link_id uuid REFERENCES payment_links(id)`.execute(db);
  await sql`
    ALTER TABLE external_transfers ADD CONSTRAINT external_transfers_payment_link
    CHECK ((purpose = 'payment_link') = (payment_link_id IS NOT NULL) AND (payment_link_id IS NULL OR direction = 'in'))`.execute(db);
  await sql`CREATE INDEX external_transfers_payment_link_idx ON external_transfers (payment_link_id) WHERE payment_link_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS external_transfers_payment_link_idx`.execute(db);
  await sql`ALTER TABLE external_transfers DROP CONSTRAINT IF EXISTS external_transfers_payment_link`.execute(db);
  await sql`DELETE FROM external_transfers WHERE purpose = 'payment_link'`.execute(db);
  await sql`ALTER TABLE external_transfers DROP COLUMN IF EXISTS payment_link_id`.execute(db);
  await sql`ALTER TABLE external_transfers DROP CONSTRAINT external_transfers_purpose_check`.execute(db);
  await sql`
    ALTER TABLE external_transfers ADD CONSTRAINT external_transfers_purpose_check
    CHECK (purpose IN ('wallet_transfer', 'bank_transfer', 'add_money', 'add_money_refund'))`.execute(db);
  await sql`DROP TABLE IF EXISTS payment_links`.execute(db);
}
