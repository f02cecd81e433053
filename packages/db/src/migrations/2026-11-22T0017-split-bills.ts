import { type Kysely, sql } from 'kysely';

// Frozen. Split bills (tables from 0004) become real: each participant but the creator is one money
// request (money_request_id, at most one bill per request), the creator's reminders are spaced
// (last_reminded_at), and the creator's bills list newest first.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE split_bill_participants ADD COLUMN last_reminded_at timestamptz`.execute(db);
  await sql`CREATE UNIQUE INDEX split_bill_participants_request_idx ON split_bill_participants (money_request_id)`.execute(db);
  await sql`CREATE INDEX split_bills_creator_idx ON split_bills (creator_id, created_at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS split_bills_creator_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS split_bill_participants_request_idx`.execute(db);
  await sql`ALTER TABLE split_bill_participants DROP COLUMN IF EXISTS last_reminded_at`.execute(db);
}
