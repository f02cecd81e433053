import { type Kysely, sql } from 'kysely';

// Frozen. Every send reads the sender's latest payments (newest first by id, a bounded number) and
// whether they paid this recipient before. With only (sender_id, created_at) both read every payment
// the sender ever made, so a send slows as its sender's history grows; these keep both bounded.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX transactions_sender_recent_idx ON transactions (sender_id, id DESC)`.execute(db);
  await sql`CREATE INDEX transactions_sender_recipient_idx ON transactions (sender_id, recipient_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS transactions_sender_recipient_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS transactions_sender_recent_idx`.execute(db);
}
