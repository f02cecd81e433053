import { type Kysely, sql } from 'kysely';

// Frozen. Two things issue 31 adds beside standing orders and payment links:
// 1. A standing order of kind 'transfer' moves wallet money to the owner's own linked account (a
//    mobile-money wallet or a bank account, named by its type and id; no foreign key, because
//    unlinking an account deletes its row and the order is then paused, not the unlinking refused),
//    standard or instant as a one-off transfer out. It has no counterparty. Its runs name the transfer
//    out they made (external_transfer_id).
// 2. A split-bill participant with no wallet is a phone number (no user), asked through a single-use
//    payment link for exactly their share (payment_link_id); the share is paid when the link's
//    collection completes, and cancelled when the link is closed.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE standing_orders DROP CONSTRAINT standing_orders_kind_check`.execute(db);
  await sql`ALTER TABLE standing_orders ADD CONSTRAINT standing_orders_kind_check CHECK (kind IN ('payment', 'request', 'transfer'))`.execute(
    db,
  );
  await sql`ALTER TABLE standing_orders ALTER COLUMN counterparty_id DROP NOT NULL`.execute(db);
  await sql`
    ALTER TABLE standing_orders
      ADD COLUMN linked_account_type text CHECK (linked_account_type IN ('mobile_money', 'bank')),
      ADD COLUMN linked_account_id bigint,
      ADD COLUMN transfer_type text CHECK (transfer_type IN ('standard', 'instant')),
      ADD CONSTRAINT standing_orders_target CHECK (
        CASE kind
          WHEN 'transfer' THEN counterparty_id IS NULL AND linked_account_type IS NOT NULL AND linked_account_id IS NOT NULL AND transfer_type IS NOT NULL
          ELSE counterparty_id IS NOT NULL AND linked_account_type IS NULL AND linked_account_id IS NULL AND transfer_type IS NULL
        END)`.execute(db);
  await sql`ALTER TABLE standing_order_runs ADD COLUMN external_transfer_id uuid REFERENCES external_transfers(id)`.execute(db);

  await sql`ALTER TABLE split_bill_participants ALTER COLUMN user_id DROP NOT NULL`.execute(db);
  await sql`
    ALTER TABLE split_bill_participants
      ADD COLUMN phone_number text CHECK (phone_number ~ '^\\+233[0-9]{9}$'),
      ADD COLUMN payment_link_id uuid UNIQUE REFERENCES payment_links(id),
      ADD CONSTRAINT split_bill_participants_who CHECK (
        (user_id IS NOT NULL AND phone_number IS NULL AND payment_link_id IS NULL)
        OR (user_id IS NULL AND phone_number IS NOT NULL AND payment_link_id IS NOT NULL)),
      ADD CONSTRAINT split_bill_participants_phone_once UNIQUE (split_bill_id, phone_number)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM split_bill_participants WHERE user_id IS NULL`.execute(db);
  await sql`
    ALTER TABLE split_bill_participants
      DROP CONSTRAINT IF EXISTS split_bill_participants_phone_once,
      DROP CONSTRAINT IF EXISTS split_bill_participants_who,
      DROP COLUMN IF EXISTS payment_link_id,
      DROP COLUMN IF EXISTS phone_number`.execute(db);
  await sql`ALTER TABLE split_bill_participants ALTER COLUMN user_id SET NOT NULL`.execute(db);

  await sql`ALTER TABLE standing_order_runs DROP COLUMN IF EXISTS external_transfer_id`.execute(db);
  await sql`DELETE FROM standing_order_runs r USING standing_orders o WHERE r.standing_order_id = o.id AND o.kind = 'transfer'`.execute(db);
  await sql`DELETE FROM standing_orders WHERE kind = 'transfer'`.execute(db);
  await sql`
    ALTER TABLE standing_orders
      DROP CONSTRAINT IF EXISTS standing_orders_target,
      DROP COLUMN IF EXISTS transfer_type,
      DROP COLUMN IF EXISTS linked_account_id,
      DROP COLUMN IF EXISTS linked_account_type`.execute(db);
  await sql`ALTER TABLE standing_orders ALTER COLUMN counterparty_id SET NOT NULL`.execute(db);
  await sql`ALTER TABLE standing_orders DROP CONSTRAINT standing_orders_kind_check`.execute(db);
  await sql`ALTER TABLE standing_orders ADD CONSTRAINT standing_orders_kind_check CHECK (kind IN ('payment', 'request'))`.execute(db);
}
