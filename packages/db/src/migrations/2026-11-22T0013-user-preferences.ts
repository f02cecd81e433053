import { type Kysely, sql } from 'kysely';

// Settings that are real: each person's notification and appearance choices, kept on the server so
// they follow the person to every device and the server can honour them when it sends a notice.
// No row means the defaults (the document's section 9: push, e-mail, transactions and security on;
// SMS off; appearance follows the system).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE user_preferences (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      notify_push boolean NOT NULL DEFAULT true,
      notify_email boolean NOT NULL DEFAULT true,
      notify_sms boolean NOT NULL DEFAULT false,
      notify_transactions boolean NOT NULL DEFAULT true,
      notify_security boolean NOT NULL DEFAULT true,
      appearance text NOT NULL DEFAULT 'auto' CHECK (appearance IN ('light', 'dark', 'auto')),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS user_preferences`.execute(db);
}
