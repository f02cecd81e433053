import { type Kysely, sql } from 'kysely';

// Frozen. A payment to someone without an account waits in the held account until held_until;
// the jobs that return unclaimed payments and expire money requests find their rows through the
// two partial indexes (only the few rows still waiting are indexed).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE transactions ADD COLUMN held_until timestamptz`.execute(db);
  await sql`
    CREATE INDEX transactions_held_until_idx ON transactions (held_until)
    WHERE status = 'pending' AND recipient_id IS NULL`.execute(db);
  await sql`
    CREATE INDEX money_requests_pending_expiry_idx ON money_requests (expires_at)
    WHERE status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS money_requests_pending_expiry_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS transactions_held_until_idx`.execute(db);
  await sql`ALTER TABLE transactions DROP COLUMN IF EXISTS held_until`.execute(db);
}
