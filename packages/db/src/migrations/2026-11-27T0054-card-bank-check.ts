import { type Kysely, sql } from 'kysely';

// Frozen. A card charge whose bank checks it on its own page (3-D Secure, Paystack's open_url) waits
// with payer_step 'bank_check' and the page's address in payer_url (docs/decisions.md, "Cards");
// payer_message stays what to tell the payer in words. Before this, the address sat in payer_message
// with no payer_step (0049's CHECK allowed only 'otp'): such rows, still open, are moved here.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE external_transfers ADD COLUMN payer_url text`.execute(db);
  await sql`ALTER TABLE external_transfers DROP CONSTRAINT external_transfers_payer_step_check`.execute(db);
  await sql`
    ALTER TABLE external_transfers ADD CONSTRAINT external_transfers_payer_step_check
    CHECK (payer_step IN ('otp', 'bank_check'))`.execute(db);
  await sql`
    UPDATE external_transfers SET payer_step = 'bank_check', payer_url = payer_message, payer_message = NULL
    WHERE payer_step IS NULL AND payer_message IS NOT NULL
      AND direction = 'in' AND destination_kind = 'card' AND status IN ('processing', 'review')`.execute(db);
  // A bank check always names its page, only a card's charge has one, and no other step has a page.
  await sql`
    ALTER TABLE external_transfers ADD CONSTRAINT external_transfers_payer_url_bank_check
    CHECK (CASE WHEN payer_step = 'bank_check' THEN destination_kind = 'card' AND payer_url IS NOT NULL ELSE payer_url IS NULL END)`.execute(
    db,
  );
}

// Rows waiting at their bank's page are mapped back, not failed: the address returns to payer_message
// with no payer_step, which the code of 0054's time reads as the same wait, so the payer can still
// approve and the webhook and poll still credit it.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE external_transfers DROP CONSTRAINT IF EXISTS external_transfers_payer_url_bank_check`.execute(db);
  await sql`
    UPDATE external_transfers SET payer_step = NULL, payer_message = payer_url
    WHERE payer_step = 'bank_check'`.execute(db);
  await sql`ALTER TABLE external_transfers DROP CONSTRAINT external_transfers_payer_step_check`.execute(db);
  await sql`
    ALTER TABLE external_transfers ADD CONSTRAINT external_transfers_payer_step_check
    CHECK (payer_step IN ('otp'))`.execute(db);
  await sql`ALTER TABLE external_transfers DROP COLUMN payer_url`.execute(db);
}
