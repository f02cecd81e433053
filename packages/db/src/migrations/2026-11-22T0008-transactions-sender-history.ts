import { type Kysely, sql } from 'kysely';

// Frozen. Every send reads the sender's latest payments (newest first by id, a bounded number). With
// only (sender_id, created_at) that read every payment the sender ever made, so a send slowed as its
// sender's history grew. ("Paid this recipient before?" uses 0007's transactions_pair_idx.)
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX transactions_sender_recent_idx ON transactions (sender_id, id DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS transactions_sender_recent_idx`.execute(db);
}
