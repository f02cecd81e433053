import { type Kysely, sql } from 'kysely';

// Frozen. Web Push (issue 32): one row per browser that asked for pushes, keyed by the push
// service's endpoint (the same browser subscribing again is the same row, owned by whoever
// subscribed last), with the keys its payloads are encrypted to (RFC 8291) and when a push last
// went through. A person's choice to see a push's details (amounts, names) on the lock screen, off
// by default (not named "amounts": a column so named would be money, and money is bigint).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE push_subscriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      endpoint text NOT NULL UNIQUE CHECK (length(endpoint) <= 1024),
      p256dh text NOT NULL CHECK (length(p256dh) <= 200),
      auth text NOT NULL CHECK (length(auth) <= 100),
      device_label text CHECK (length(device_label) <= 200),
      created_at timestamptz NOT NULL DEFAULT now(),
      last_success_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, created_at)`.execute(db);
  await sql`ALTER TABLE user_preferences ADD COLUMN push_lock_screen_details boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE user_preferences DROP COLUMN IF EXISTS push_lock_screen_details`.execute(db);
  await sql`DROP TABLE IF EXISTS push_subscriptions`.execute(db);
}
