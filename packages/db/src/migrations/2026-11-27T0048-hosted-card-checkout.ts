import { type Kysely, sql } from 'kysely';

// Frozen. Cards through the aggregator's hosted checkout (docs/decisions.md, "Cards"): a card number
// never reaches the app again. A card row keeps Paystack's reusable authorization (a token usable
// only with our secret key), its signature (the same card under any authorization: a card saved
// twice is refused), brand, first six, last four, expiry and bank, and the customer email it belongs
// to (Paystack charges an authorization only with the email it was made for). Cards saved the old way keep what
// they show (last four, first six, expiry, bank) and are marked 're_add'; their encrypted numbers,
// key ids and fingerprints are dropped with their columns, so no card number is stored anywhere.
// card_checkouts: one row per hosted checkout started, by the reference Paystack knows it under.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE bank_cards
      DROP CONSTRAINT bank_cards_once,
      DROP COLUMN card_number_encrypted,
      DROP COLUMN key_id,
      DROP COLUMN card_fingerprint,
      ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 're_add')),
      ADD COLUMN authorization_code text,
      ADD COLUMN signature text,
      ADD COLUMN reusable boolean NOT NULL DEFAULT false,
      ADD COLUMN customer_email text`.execute(db);
  await sql`UPDATE bank_cards SET status = 're_add'`.execute(db);
  await sql`
    ALTER TABLE bank_cards ADD CONSTRAINT bank_cards_token CHECK (
      status = 're_add' OR (authorization_code IS NOT NULL AND signature IS NOT NULL AND customer_email IS NOT NULL))`.execute(db);
  await sql`CREATE UNIQUE INDEX bank_cards_signature_idx ON bank_cards (user_id, signature) WHERE signature IS NOT NULL`.execute(db);

  await sql`
    CREATE TABLE card_checkouts (
      reference text PRIMARY KEY CHECK (reference ~ '^card-check-[0-9a-f-]{36}$'),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      amount_pesewas bigint NOT NULL CHECK (amount_pesewas > 0),
      customer_email text NOT NULL,
      make_default boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'added', 'duplicate', 'failed')),
      card_id bigint REFERENCES bank_cards(id) ON DELETE SET NULL,
      failure_reason text,
      refunded_at timestamptz,
      created_at timestamptz NOT NULL,
      finished_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX card_checkouts_user_idx ON card_checkouts (user_id, created_at DESC)`.execute(db);

  // Add Money from a saved card: a collection whose source is one of the person's cards (money in only).
  await sql`ALTER TABLE external_transfers DROP CONSTRAINT external_transfers_destination_kind_check`.execute(db);
  await sql`ALTER TABLE external_transfers DROP CONSTRAINT external_transfers_linked_account_type_check`.execute(db);
  await sql`ALTER TABLE external_transfers DROP CONSTRAINT external_transfers_destination`.execute(db);
  await sql`
    ALTER TABLE external_transfers
      ADD CONSTRAINT external_transfers_destination_kind_check CHECK (destination_kind IN ('mobile_money', 'bank', 'card')),
      ADD CONSTRAINT external_transfers_linked_account_type_check CHECK (linked_account_type IN ('mobile_money', 'bank', 'card')),
      ADD CONSTRAINT external_transfers_destination CHECK (
        (destination_kind = 'mobile_money' AND network IS NOT NULL AND account_number ~ '^\\+233[0-9]{9}$')
        OR (destination_kind = 'bank' AND bank_sort_code IS NOT NULL)
        OR (destination_kind = 'card' AND direction = 'in' AND linked_account_type = 'card' AND linked_account_id IS NOT NULL))`.execute(
    db,
  );
}

// Tokens cannot become encrypted numbers again: going down forgets every card.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM external_transfers WHERE destination_kind = 'card'`.execute(db);
  await sql`ALTER TABLE external_transfers DROP CONSTRAINT external_transfers_destination_kind_check`.execute(db);
  await sql`ALTER TABLE external_transfers DROP CONSTRAINT external_transfers_linked_account_type_check`.execute(db);
  await sql`ALTER TABLE external_transfers DROP CONSTRAINT external_transfers_destination`.execute(db);
  await sql`
    ALTER TABLE external_transfers
      ADD CONSTRAINT external_transfers_destination_kind_check CHECK (destination_kind IN ('mobile_money', 'bank')),
      ADD CONSTRAINT external_transfers_linked_account_type_check CHECK (linked_account_type IN ('mobile_money', 'bank')),
      ADD CONSTRAINT external_transfers_destination CHECK (
        (destination_kind = 'mobile_money' AND network IS NOT NULL AND account_number ~ '^\\+233[0-9]{9}$')
        OR (destination_kind = 'bank' AND bank_sort_code IS NOT NULL))`.execute(db);
  await sql`DROP TABLE card_checkouts`.execute(db);
  await sql`DELETE FROM bank_cards`.execute(db);
  await sql`DROP INDEX bank_cards_signature_idx`.execute(db);
  await sql`
    ALTER TABLE bank_cards
      DROP CONSTRAINT bank_cards_token,
      DROP COLUMN status,
      DROP COLUMN authorization_code,
      DROP COLUMN signature,
      DROP COLUMN reusable,
      DROP COLUMN customer_email,
      ADD COLUMN card_number_encrypted text NOT NULL,
      ADD COLUMN key_id text NOT NULL,
      ADD COLUMN card_fingerprint text NOT NULL,
      ADD CONSTRAINT bank_cards_once UNIQUE (user_id, card_fingerprint)`.execute(db);
}
