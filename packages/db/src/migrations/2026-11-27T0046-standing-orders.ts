import { type Kysely, sql } from 'kysely';

// Frozen. Standing orders: a payment to a person, or a money request to a person, repeated on an
// RFC 5545 schedule (the rule as text, a start and an optional end); next_run_on is the next day it
// runs (at 08:00 Ghana time), null once it has ended or was cancelled; reminded_for the run day the
// owner was told about the day before. standing_order_runs: one row per order and day (the unique
// key makes a run happen once however many workers look), its attempt (a short wallet is tried again
// at 17:00), what it made (a payment or a request) and how it ended.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE standing_orders (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id),
      kind text NOT NULL CHECK (kind IN ('payment', 'request')),
      counterparty_id uuid NOT NULL REFERENCES users(id),
      amount_pesewas bigint NOT NULL CHECK (amount_pesewas > 0),
      message text CHECK (length(message) <= 200),
      rrule text NOT NULL CHECK (length(rrule) BETWEEN 1 AND 200),
      starts_on date NOT NULL,
      ends_on date,
      status text NOT NULL CHECK (status IN ('active', 'paused', 'ended', 'cancelled')),
      next_run_on date,
      reminded_for date,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      CHECK (ends_on IS NULL OR ends_on >= starts_on),
      CHECK (counterparty_id <> user_id),
      CHECK (CASE status WHEN 'active' THEN next_run_on IS NOT NULL WHEN 'paused' THEN true ELSE next_run_on IS NULL END)
    )`.execute(db);
  await sql`CREATE INDEX standing_orders_user_idx ON standing_orders (user_id, created_at)`.execute(db);
  await sql`CREATE INDEX standing_orders_due_idx ON standing_orders (next_run_on) WHERE status = 'active'`.execute(db);
  await sql`
    CREATE TABLE standing_order_runs (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      standing_order_id uuid NOT NULL REFERENCES standing_orders(id),
      run_on date NOT NULL,
      attempt smallint NOT NULL CHECK (attempt IN (1, 2)),
      status text NOT NULL CHECK (status IN ('running', 'retry', 'completed', 'skipped', 'failed')),
      retry_at timestamptz,
      transaction_id bigint REFERENCES transactions(id),
      money_request_id bigint REFERENCES money_requests(id),
      outcome text CHECK (length(outcome) <= 500),
      started_at timestamptz NOT NULL,
      finished_at timestamptz,
      UNIQUE (standing_order_id, run_on),
      CHECK ((status = 'retry') = (retry_at IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX standing_order_runs_open_idx ON standing_order_runs (status, retry_at) WHERE status IN ('running', 'retry')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS standing_order_runs`.execute(db);
  await sql`DROP TABLE IF EXISTS standing_orders`.execute(db);
}
