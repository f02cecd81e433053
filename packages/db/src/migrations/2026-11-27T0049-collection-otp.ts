import { type Kysely, sql } from 'kysely';

// Frozen. Money in from every network (docs/decisions.md, "Money in from every network"): a
// collection through the aggregator's charge may wait for the payer to enter the code their network
// sent them. The row says so (payer_step 'otp', with what to tell the payer) until a code is taken;
// the code itself is never stored, only how many were tried.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE external_transfers ADD COLUMN payer_step text CHECK (payer_step IN ('otp'))`.execute(db);
  await sql`ALTER TABLE external_transfers ADD COLUMN payer_message text`.execute(db);
  await sql`ALTER TABLE external_transfers ADD COLUMN otp_attempts integer NOT NULL DEFAULT 0 CHECK (otp_attempts >= 0)`.execute(db);
  await sql`
    ALTER TABLE external_transfers ADD CONSTRAINT external_transfers_payer_step_in
    CHECK (payer_step IS NULL OR direction = 'in')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE external_transfers DROP CONSTRAINT IF EXISTS external_transfers_payer_step_in`.execute(db);
  await sql`ALTER TABLE external_transfers DROP COLUMN IF EXISTS otp_attempts`.execute(db);
  await sql`ALTER TABLE external_transfers DROP COLUMN IF EXISTS payer_message`.execute(db);
  await sql`ALTER TABLE external_transfers DROP COLUMN IF EXISTS payer_step`.execute(db);
}
