import { type Kysely, sql } from 'kysely';

// Frozen: migrations never import application code and are never edited once landed.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text UNIQUE,
      password_hash text,
      first_name text NOT NULL,
      last_name text NOT NULL,
      profile_image_url text,
      phone_number text UNIQUE,
      username text NOT NULL UNIQUE,
      auth_provider text NOT NULL DEFAULT 'native',
      email_verified boolean NOT NULL DEFAULT false,
      phone_verified boolean NOT NULL DEFAULT false,
      is_verified boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT users_email_lower CHECK (email = lower(email)),
      CONSTRAINT users_username_format CHECK (username ~ '^[a-z0-9_]{3,30}$'),
      CONSTRAINT users_phone_e164 CHECK (phone_number ~ '^\\+233[0-9]{9}$'),
      CONSTRAINT users_has_contact CHECK (email IS NOT NULL OR phone_number IS NOT NULL)
    )`.execute(db);

  // The shape @fastify/session stores expect (connect-pg-simple's table).
  await sql`
    CREATE TABLE sessions (
      sid varchar PRIMARY KEY,
      sess jsonb NOT NULL,
      expire timestamptz NOT NULL,
      user_id uuid REFERENCES users(id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX sessions_expire_idx ON sessions (expire)`.execute(db);
  await sql`CREATE INDEX sessions_user_idx ON sessions (user_id)`.execute(db);

  await sql`
    CREATE TABLE one_time_codes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      purpose text NOT NULL CHECK (purpose IN ('signup', 'password_reset', 'phone_change')),
      channel text NOT NULL CHECK (channel IN ('sms', 'email')),
      identifier text NOT NULL,
      code_hash text NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      max_attempts integer NOT NULL DEFAULT 5,
      requester_ip text,
      expires_at timestamptz NOT NULL,
      consumed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX one_time_codes_lookup_idx ON one_time_codes (identifier, purpose, created_at DESC)`.execute(db);
  await sql`CREATE INDEX one_time_codes_ip_idx ON one_time_codes (requester_ip, created_at DESC)`.execute(db);

  // Fixed-window counters for rate limits that must hold across processes (login, code sends).
  await sql`
    CREATE TABLE rate_limit_hits (
      bucket text NOT NULL,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL DEFAULT 0,
      PRIMARY KEY (bucket, window_start)
    )`.execute(db);

  await sql`
    CREATE TABLE webauthn_credentials (
      id text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      public_key bytea NOT NULL,
      counter bigint NOT NULL DEFAULT 0,
      transports text[] NOT NULL DEFAULT '{}',
      device_type text NOT NULL,
      backed_up boolean NOT NULL DEFAULT false,
      name text NOT NULL DEFAULT 'Passkey',
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX webauthn_credentials_user_idx ON webauthn_credentials (user_id)`.execute(db);

  await sql`
    CREATE INDEX users_search_trgm_idx ON users
    USING gin ((first_name || ' ' || last_name || ' ' || username) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['webauthn_credentials', 'rate_limit_hits', 'one_time_codes', 'sessions', 'users']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
