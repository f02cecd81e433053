import { type Kysely, sql } from 'kysely';

// Money in and out of the wallet through providers (docs/architecture.md, "Money out").
//
// Every transfer to a linked account, bank transfer and Add Money is one row of external_transfers.
// Its id is also the provider's idempotency reference (MTN's X-Reference-Id, the aggregator's
// reference), so a retried submission can never pay twice. Money going out is first moved from the
// wallet into the payout_pending account (amount and fee) in the transaction that creates the row;
// it leaves that account exactly once: to the provider's settlement account and the fees account
// (settled), or back to the wallet (reversed). A late success after a reversal takes the money
// again (recovered): the only way a row may be both settled and reversed.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`.execute(db);
  await sql`
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
    CHECK (kind IN ('wallet', 'funding', 'fees', 'held', 'payout_pending', 'momo_settlement', 'bank_settlement', 'card_settlement'))`.execute(
    db,
  );
  await sql`
    CREATE OR REPLACE FUNCTION ledger_may_go_negative(p_kind text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT p_kind NOT IN ('wallet', 'held', 'fees', 'payout_pending') $$`.execute(db);

  await sql`
    CREATE TABLE external_transfers (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id),
      direction text NOT NULL CHECK (direction IN ('out', 'in')),
      purpose text NOT NULL CHECK (purpose IN ('wallet_transfer', 'bank_transfer', 'add_money')),
      provider text NOT NULL CHECK (provider IN ('mtn-momo', 'paystack')),
      destination_kind text NOT NULL CHECK (destination_kind IN ('mobile_money', 'bank')),
      network text CHECK (network IN ('MTN', 'TELECEL', 'AIRTELTIGO')),
      bank_sort_code text,
      bank_name text,
      account_number text NOT NULL,
      account_name text NOT NULL,
      linked_account_type text CHECK (linked_account_type IN ('mobile_money', 'bank')),
      linked_account_id bigint,
      amount_pesewas bigint NOT NULL CHECK (amount_pesewas > 0),
      fee_pesewas bigint NOT NULL DEFAULT 0 CHECK (fee_pesewas >= 0),
      speed text NOT NULL CHECK (speed IN ('standard', 'instant', 'immediate', 'scheduled', 'collection')),
      status text NOT NULL CHECK (status IN ('scheduled', 'processing', 'completed', 'failed', 'review')),
      execute_after timestamptz NOT NULL,
      review_after timestamptz,
      submitted_at timestamptz,
      next_check_at timestamptz,
      check_count integer NOT NULL DEFAULT 0,
      hold_journal_id bigint REFERENCES ledger_journals(id),
      settle_journal_id bigint REFERENCES ledger_journals(id),
      reverse_journal_id bigint REFERENCES ledger_journals(id),
      recover_journal_id bigint REFERENCES ledger_journals(id),
      provider_transaction_id text,
      failure_code text,
      failure_reason text,
      bank_transfer_id bigint REFERENCES bank_transfers(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      CONSTRAINT external_transfers_out_is_held CHECK ((direction = 'out') = (hold_journal_id IS NOT NULL)),
      CONSTRAINT external_transfers_destination CHECK (
        (destination_kind = 'mobile_money' AND network IS NOT NULL AND account_number ~ '^\\+233[0-9]{9}$')
        OR (destination_kind = 'bank' AND bank_sort_code IS NOT NULL)),
      CONSTRAINT external_transfers_settled_or_reversed CHECK (
        settle_journal_id IS NULL OR reverse_journal_id IS NULL OR recover_journal_id IS NOT NULL),
      CONSTRAINT external_transfers_final_status CHECK (
        (status = 'completed') = (settle_journal_id IS NOT NULL AND (reverse_journal_id IS NULL OR recover_journal_id IS NOT NULL))
        OR direction = 'in')
    )`.execute(db);
  await sql`CREATE INDEX external_transfers_user_idx ON external_transfers (user_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX external_transfers_due_idx ON external_transfers (execute_after) WHERE status = 'scheduled'`.execute(db);
  await sql`CREATE INDEX external_transfers_check_idx ON external_transfers (next_check_at) WHERE status IN ('processing', 'review')`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX external_transfers_bank_transfer_idx ON external_transfers (bank_transfer_id) WHERE bank_transfer_id IS NOT NULL`.execute(
    db,
  );
  // Incoming money credits the wallet once: the credit journal is the settle journal.
  await sql`
    ALTER TABLE external_transfers ADD CONSTRAINT external_transfers_in_never_reversed
    CHECK (direction = 'out' OR (reverse_journal_id IS NULL AND recover_journal_id IS NULL))`.execute(db);

  // The document's one bank-transfer submit makes two calls; the second finds the first by reference.
  await sql`ALTER TABLE bank_transfers ADD COLUMN interconnect_reported_at timestamptz`.execute(db);
  await sql`CREATE INDEX bank_transfers_reference_idx ON bank_transfers (user_id, reference, created_at DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS bank_transfers_reference_idx`.execute(db);
  await sql`ALTER TABLE bank_transfers DROP COLUMN IF EXISTS interconnect_reported_at`.execute(db);
  await sql`DROP TABLE IF EXISTS external_transfers`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION ledger_may_go_negative(p_kind text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT p_kind NOT IN ('wallet', 'held', 'fees') $$`.execute(db);
  await sql`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check`.execute(db);
  await sql`
    ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
    CHECK (kind IN ('wallet', 'funding', 'fees', 'held', 'momo_settlement', 'bank_settlement', 'card_settlement'))`.execute(db);
}
