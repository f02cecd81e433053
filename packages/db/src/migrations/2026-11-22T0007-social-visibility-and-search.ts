import { type Kysely, sql } from 'kysely';

// Frozen. Who may see a transaction is each party's own choice (public, friends or private); the
// stricter of the two wins, so neither party can expose what the other hid. is_public (default
// true, never set by anyone) goes: a visibility column replaces it, defaulting to friends.
// The prefix indexes serve user search: @username, email and phone prefixes, and 2-letter name
// prefixes (too short for the trigram index); text_pattern_ops makes LIKE 'ab%' use a btree
// whatever the database's collation.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE transactions
      ADD COLUMN sender_visibility text NOT NULL DEFAULT 'friends'
        CONSTRAINT transactions_sender_visibility_check CHECK (sender_visibility IN ('public', 'friends', 'private')),
      ADD COLUMN recipient_visibility text NOT NULL DEFAULT 'friends'
        CONSTRAINT transactions_recipient_visibility_check CHECK (recipient_visibility IN ('public', 'friends', 'private'))`.execute(db);
  await sql`UPDATE transactions SET sender_visibility = 'private', recipient_visibility = 'private' WHERE NOT is_public`.execute(db);
  await sql`ALTER TABLE transactions DROP COLUMN is_public`.execute(db);

  await sql`CREATE INDEX users_username_prefix_idx ON users (username text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX users_email_prefix_idx ON users (email text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX users_phone_prefix_idx ON users (phone_number text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX users_first_name_prefix_idx ON users (lower(first_name) text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX users_last_name_prefix_idx ON users (lower(last_name) text_pattern_ops)`.execute(db);

  // "When did these two last pay each other": search results and frequent contacts ask it per pair.
  await sql`CREATE INDEX transactions_pair_idx ON transactions (sender_id, recipient_id, created_at DESC)`.execute(db);

  // Friends are listed from both sides of the pair; the addressee side has its index already.
  await sql`CREATE INDEX friendships_requester_idx ON friendships (requester_id, status)`.execute(db);
  await sql`CREATE INDEX user_reports_reporter_idx ON user_reports (reporter_id, reported_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'user_reports_reporter_idx',
    'friendships_requester_idx',
    'transactions_pair_idx',
    'users_last_name_prefix_idx',
    'users_first_name_prefix_idx',
    'users_phone_prefix_idx',
    'users_email_prefix_idx',
    'users_username_prefix_idx',
  ]) {
    await sql`DROP INDEX IF EXISTS ${sql.id(index)}`.execute(db);
  }
  await sql`ALTER TABLE transactions ADD COLUMN is_public boolean NOT NULL DEFAULT true`.execute(db);
  await sql`UPDATE transactions SET is_public = false WHERE sender_visibility = 'private' OR recipient_visibility = 'private'`.execute(db);
  await sql`ALTER TABLE transactions DROP COLUMN recipient_visibility, DROP COLUMN sender_visibility`.execute(db);
}
