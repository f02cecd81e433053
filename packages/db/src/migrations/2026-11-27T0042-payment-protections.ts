import { type Kysely, sql } from 'kysely';

// Frozen. Protections before a payment leaves (issue 30):
// - user_preferences: a person's "breath before a large first payment": the threshold (null: off)
//   and the wait in minutes.
// - waiting_payments: a P2P payment that waits in a ledger hold (reference `waiting_payment:<id>`)
//   until it is delivered (captured to the recipient's wallet) or given back (released): a large first
//   payment until its due_at, or a payment waiting for the sender's guardian until due_at (then back).
// - recovery_cooldowns: 24 hours after a password reset or a phone-number change, at most ₵200 of
//   money out in total.
// - guardians: the friend who must approve a person's payments above their amount, and a change
//   that takes effect at pending_effective_at.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE user_preferences
      ADD COLUMN first_payment_threshold_pesewas bigint DEFAULT 50000
        CHECK (first_payment_threshold_pesewas BETWEEN 100 AND 1000000),
      ADD COLUMN first_payment_wait_minutes integer NOT NULL DEFAULT 5 CHECK (first_payment_wait_minutes BETWEEN 1 AND 60)`.execute(db);
  await sql`
    CREATE TABLE waiting_payments (
      transaction_id bigint PRIMARY KEY REFERENCES transactions(id),
      reason text NOT NULL CHECK (reason IN ('first_payment', 'guardian')),
      sender_id uuid NOT NULL REFERENCES users(id),
      recipient_id uuid NOT NULL REFERENCES users(id),
      guardian_id uuid REFERENCES users(id),
      hold_id bigint NOT NULL UNIQUE REFERENCES ledger_holds(id),
      due_at timestamptz NOT NULL,
      state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'delivered', 'cancelled', 'declined', 'expired', 'failed')),
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      CHECK ((reason = 'guardian') = (guardian_id IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX waiting_payments_due_idx ON waiting_payments (due_at) WHERE state = 'waiting'`.execute(db);
  await sql`CREATE INDEX waiting_payments_guardian_idx ON waiting_payments (guardian_id, created_at DESC) WHERE guardian_id IS NOT NULL`.execute(
    db,
  );
  await sql`
    CREATE TABLE recovery_cooldowns (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      reason text NOT NULL CHECK (reason IN ('password_reset', 'phone_change')),
      started_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL CHECK (ends_at > started_at),
      -- The database's clock at the start: the ledger's entries are stamped by it.
      ledger_since timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX recovery_cooldowns_user_idx ON recovery_cooldowns (user_id, ends_at DESC)`.execute(db);
  await sql`
    CREATE TABLE guardians (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      guardian_id uuid REFERENCES users(id),
      threshold_pesewas bigint CHECK (threshold_pesewas > 0),
      pending_guardian_id uuid REFERENCES users(id),
      pending_threshold_pesewas bigint CHECK (pending_threshold_pesewas > 0),
      pending_effective_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((guardian_id IS NULL) = (threshold_pesewas IS NULL)),
      CHECK ((pending_guardian_id IS NULL) = (pending_threshold_pesewas IS NULL)),
      CHECK (guardian_id IS DISTINCT FROM user_id AND pending_guardian_id IS DISTINCT FROM user_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE guardians`.execute(db);
  await sql`DROP TABLE recovery_cooldowns`.execute(db);
  await sql`DROP TABLE waiting_payments`.execute(db);
  await sql`ALTER TABLE user_preferences DROP COLUMN first_payment_threshold_pesewas, DROP COLUMN first_payment_wait_minutes`.execute(db);
}
