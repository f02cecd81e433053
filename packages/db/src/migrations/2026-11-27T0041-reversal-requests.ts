import { type Kysely, sql } from 'kysely';

// Frozen. Wrong-send reversal requests (issue 30): the sender of a completed payment asks for it
// back; the money waits in ledger holds taken from the recipient's wallet (references
// `reversal:<request id>:<n>`, several per request as money arrives, never more than the amount in
// all); the recipient accepts (the payment's journal is reversed, kind p2p_reversal) or declines (staff
// decide); no answer by respond_by (3 Ghana working days) sends it to staff. At most one live request
// per payment.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE reversal_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      transaction_id bigint NOT NULL REFERENCES transactions(id),
      sender_id uuid NOT NULL REFERENCES users(id),
      recipient_id uuid NOT NULL REFERENCES users(id),
      amount_pesewas bigint NOT NULL CHECK (amount_pesewas > 0),
      reason text NOT NULL CHECK (length(reason) BETWEEN 3 AND 280),
      status text NOT NULL DEFAULT 'open'
        CHECK (status IN ('open', 'accepted', 'disputed', 'awaiting_staff', 'reversed', 'released', 'withdrawn', 'returned')),
      decline_reason text CHECK (length(decline_reason) <= 280),
      staff_note text CHECK (length(staff_note) <= 500),
      decided_by uuid REFERENCES users(id),
      reversal_journal_id bigint REFERENCES ledger_journals(id),
      respond_by date NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      closed_at timestamptz
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX reversal_requests_one_live_idx ON reversal_requests (transaction_id)
      WHERE status IN ('open', 'accepted', 'disputed', 'awaiting_staff')`.execute(db);
  await sql`CREATE INDEX reversal_requests_sender_idx ON reversal_requests (sender_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX reversal_requests_recipient_idx ON reversal_requests (recipient_id, created_at DESC)`.execute(db);
  // The send path asks after each payment whether its recipient owes a live request money (one probe of this).
  await sql`
    CREATE INDEX reversal_requests_live_recipient_idx ON reversal_requests (recipient_id)
      WHERE status IN ('open', 'accepted', 'disputed', 'awaiting_staff')`.execute(db);
  await sql`
    CREATE INDEX reversal_requests_live_idx ON reversal_requests (status, respond_by)
      WHERE status IN ('open', 'accepted', 'disputed', 'awaiting_staff')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS reversal_requests`.execute(db);
}
