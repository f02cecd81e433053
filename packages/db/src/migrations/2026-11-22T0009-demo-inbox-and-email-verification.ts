import { type Kysely, sql } from 'kysely';

// Frozen. (1) What the demo's SMS and e-mail simulators received, for the demo inbox page: a table,
// so every API process and a restart see the same inbox. Only demo mode writes or reads it.
// (2) A signed-in user may verify their e-mail later: one-time codes get that purpose.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE simulated_messages (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      channel text NOT NULL CHECK (channel IN ('sms', 'email')),
      recipient text NOT NULL,
      subject text,
      body text NOT NULL,
      provider_message_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX simulated_messages_recent_idx ON simulated_messages (id DESC)`.execute(db);

  await sql`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check`.execute(db);
  await sql`
    ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
      CHECK (purpose IN ('signup', 'password_reset', 'phone_change', 'email_verification'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM one_time_codes WHERE purpose = 'email_verification'`.execute(db);
  await sql`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check`.execute(db);
  await sql`
    ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
      CHECK (purpose IN ('signup', 'password_reset', 'phone_change'))`.execute(db);
  await sql`DROP TABLE IF EXISTS simulated_messages`.execute(db);
}
