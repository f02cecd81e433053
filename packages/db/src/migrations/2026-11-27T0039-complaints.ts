import { type Kysely, sql } from 'kysely';

// Frozen. The complaints desk (Act 987, issue 30): a person's complaint with its reference
// (CMP-<year>-<6 digits>, from one sequence), its deadlines in Ghana working days (acknowledge by,
// resolve by, extended once with a reason), its status, and every change told to the customer, with
// who made it (null: the system), in complaint_events.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SEQUENCE complaint_reference_seq`.execute(db);
  await sql`
    CREATE TABLE complaints (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      reference text NOT NULL UNIQUE CHECK (reference ~ '^CMP-[0-9]{4}-[0-9]{6,}$'),
      user_id uuid NOT NULL REFERENCES users(id),
      category text NOT NULL CHECK (category IN ('wrong_recipient', 'payment_not_received', 'transfer_failed',
        'bill_or_airtime', 'merchant', 'fraud_or_scam', 'account_access', 'fees_or_charges', 'other')),
      transaction_id text CHECK (length(transaction_id) <= 64),
      description text NOT NULL CHECK (length(description) BETWEEN 10 AND 1000),
      source text NOT NULL CHECK (source IN ('web', 'ussd', 'reversal')),
      status text NOT NULL CHECK (status IN ('received', 'acknowledged', 'investigating', 'resolved', 'escalated')),
      outcome text CHECK (length(outcome) <= 1000),
      filed_at timestamptz NOT NULL DEFAULT now(),
      acknowledge_by date NOT NULL,
      resolve_by date NOT NULL,
      extended_to date,
      extension_reason text CHECK (length(extension_reason) <= 500),
      escalation_notice_sent_at timestamptz,
      CHECK ((extended_to IS NULL) = (extension_reason IS NULL)),
      CHECK ((status = 'resolved') = (outcome IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX complaints_user_idx ON complaints (user_id, filed_at DESC)`.execute(db);
  await sql`CREATE INDEX complaints_open_idx ON complaints (resolve_by) WHERE status NOT IN ('resolved', 'escalated')`.execute(db);
  await sql`
    CREATE TABLE complaint_events (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      complaint_id bigint NOT NULL REFERENCES complaints(id),
      kind text NOT NULL CHECK (kind IN ('status', 'extension', 'escalation_notice')),
      status text NOT NULL,
      note text NOT NULL CHECK (length(note) <= 1500),
      actor_user_id uuid REFERENCES users(id),
      at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX complaint_events_complaint_idx ON complaint_events (complaint_id, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS complaint_events`.execute(db);
  await sql`DROP TABLE IF EXISTS complaints`.execute(db);
  await sql`DROP SEQUENCE IF EXISTS complaint_reference_seq`.execute(db);
}
