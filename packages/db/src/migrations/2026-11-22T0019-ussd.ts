import { type Kysely, sql } from 'kysely';

// Frozen. USSD (*920*00#): each session keeps the last input path it answered and that answer (an
// aggregator's retry gets the same screen without anything running again), its channel (an
// aggregator, or the /ussd page's simulator), how many requests it served, the first menu chosen and
// how it ended (the page's stats). A person's USSD PIN is an argon2id hash with its wrong-try count;
// three wrong tries lock USSD money actions until the PIN is set again. One-time codes gain the
// purpose of setting a first PIN from a feature phone.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE ussd_sessions
      ADD COLUMN service_code text NOT NULL DEFAULT '*920*00#',
      ADD COLUMN network_code text,
      ADD COLUMN channel text NOT NULL DEFAULT 'aggregator' CHECK (channel IN ('aggregator', 'simulator')),
      ADD COLUMN last_text text,
      ADD COLUMN last_response jsonb,
      ADD COLUMN request_count integer NOT NULL DEFAULT 0,
      ADD COLUMN first_menu text,
      ADD COLUMN outcome text CHECK (outcome IN ('completed', 'failed', 'expired'))`.execute(db);
  await sql`CREATE INDEX ussd_sessions_created_idx ON ussd_sessions (created_at DESC)`.execute(db);
  await sql`CREATE INDEX ussd_sessions_user_idx ON ussd_sessions (user_id, created_at DESC)`.execute(db);
  await sql`
    CREATE TABLE ussd_pins (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      pin_hash text NOT NULL,
      failed_attempts integer NOT NULL DEFAULT 0,
      locked_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check`.execute(db);
  await sql`
    ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
      CHECK (purpose IN ('signup', 'password_reset', 'phone_change', 'email_verification', 'ussd_pin'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM one_time_codes WHERE purpose = 'ussd_pin'`.execute(db);
  await sql`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check`.execute(db);
  await sql`
    ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
      CHECK (purpose IN ('signup', 'password_reset', 'phone_change', 'email_verification'))`.execute(db);
  await sql`DROP TABLE IF EXISTS ussd_pins`.execute(db);
  await sql`DROP INDEX IF EXISTS ussd_sessions_created_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS ussd_sessions_user_idx`.execute(db);
  await sql`
    ALTER TABLE ussd_sessions
      DROP COLUMN service_code, DROP COLUMN network_code, DROP COLUMN channel, DROP COLUMN last_text,
      DROP COLUMN last_response, DROP COLUMN request_count, DROP COLUMN first_menu, DROP COLUMN outcome`.execute(db);
}
