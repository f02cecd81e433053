import { type Kysely, sql } from 'kysely';

// Frozen.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE transaction_comments (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      transaction_id bigint NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      comment text NOT NULL CHECK (length(btrim(comment)) BETWEEN 1 AND 500),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX transaction_comments_tx_idx ON transaction_comments (transaction_id, created_at)`.execute(db);

  await sql`
    CREATE TABLE transaction_reactions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      transaction_id bigint NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      emoji varchar(10) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT transaction_reactions_once UNIQUE (transaction_id, user_id, emoji)
    )`.execute(db);

  await sql`
    CREATE TABLE transaction_likes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      transaction_id bigint NOT NULL REFERENCES transactions(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT transaction_likes_once UNIQUE (transaction_id, user_id)
    )`.execute(db);

  await sql`
    CREATE TABLE friendships (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      requester_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      addressee_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected')),
      requested_at timestamptz NOT NULL DEFAULT now(),
      responded_at timestamptz,
      CONSTRAINT friendships_not_self CHECK (requester_id <> addressee_id)
    )`.execute(db);
  // One friendship row per pair, whoever asked first.
  await sql`CREATE UNIQUE INDEX friendships_pair_idx ON friendships (LEAST(requester_id, addressee_id), GREATEST(requester_id, addressee_id))`.execute(
    db,
  );
  await sql`CREATE INDEX friendships_addressee_idx ON friendships (addressee_id, status)`.execute(db);

  await sql`
    CREATE TABLE user_blocks (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      blocker_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      blocked_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT user_blocks_once UNIQUE (blocker_id, blocked_id),
      CONSTRAINT user_blocks_not_self CHECK (blocker_id <> blocked_id)
    )`.execute(db);
  await sql`CREATE INDEX user_blocks_blocked_idx ON user_blocks (blocked_id)`.execute(db);

  await sql`
    CREATE TABLE user_reports (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      reporter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      reported_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      transaction_id bigint REFERENCES transactions(id) ON DELETE SET NULL,
      reason text,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'reviewed', 'dismissed')),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT user_reports_not_self CHECK (reporter_id <> reported_id)
    )`.execute(db);
  await sql`CREATE INDEX user_reports_reported_idx ON user_reports (reported_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'user_reports',
    'user_blocks',
    'friendships',
    'transaction_likes',
    'transaction_reactions',
    'transaction_comments',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
