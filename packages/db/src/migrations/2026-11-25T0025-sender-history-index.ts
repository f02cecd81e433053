import { type Kysely, sql } from 'kysely';

// Frozen. The sender's history read from the index alone (the performance issue, session 11).
//
// Every send's send_context summarises the sender's latest 200 payments that moved money (migration
// 0022): their amounts, times and statuses, newest id first. transactions_sender_recent_idx
// (sender_id, id DESC) found them, and each of the 200 rows was then fetched from the table, on
// pages spread as widely as the sender's payments are in time. This index has the same key and
// carries the three columns the summary reads. The read becomes an index-only scan for every page
// autovacuum has marked all-visible (transactions is mostly appended to, so that is nearly all).
// One client calling send_context for a sender with 200 or more payments: 0.57–0.58 ms a call before,
// 0.47–0.48 ms after (docs/performance.md, session 11). It replaces the old index: same key, so every
// query that used the old one can use this one, and a send still writes one entry here.
//
// On a large live table, build it by hand first with CREATE INDEX CONCURRENTLY under this name. The
// migration then finds it (IF NOT EXISTS) and only drops the old one.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE INDEX IF NOT EXISTS transactions_sender_history_idx ON transactions (sender_id, id DESC)
    INCLUDE (amount_pesewas, created_at, status)`.execute(db);
  await sql`DROP INDEX IF EXISTS transactions_sender_recent_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS transactions_sender_recent_idx ON transactions (sender_id, id DESC)`.execute(db);
  await sql`DROP INDEX IF EXISTS transactions_sender_history_idx`.execute(db);
}
