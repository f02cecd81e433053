import { type Kysely, sql } from 'kysely';

// Frozen. Money columns are BIGINT pesewas (1 GHS = 100), named *_pesewas so nobody mistakes them
// for cedis; the API turns them into 2-decimal strings.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE ledger_accounts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('wallet', 'funding', 'fees', 'held', 'momo_settlement', 'bank_settlement', 'card_settlement')),
      user_id uuid REFERENCES users(id) ON DELETE RESTRICT,
      code text UNIQUE,
      currency char(3) NOT NULL DEFAULT 'GHS',
      balance_pesewas bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT ledger_wallet_has_owner CHECK ((kind = 'wallet') = (user_id IS NOT NULL)),
      CONSTRAINT ledger_system_has_code CHECK ((kind = 'wallet') = (code IS NULL)),
      CONSTRAINT ledger_wallet_never_negative CHECK (kind <> 'wallet' OR balance_pesewas >= 0)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX ledger_accounts_one_wallet_idx ON ledger_accounts (user_id) WHERE kind = 'wallet'`.execute(db);

  await sql`
    CREATE TABLE transactions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      sender_id uuid NOT NULL REFERENCES users(id),
      recipient_id uuid REFERENCES users(id),
      recipient_phone text,
      recipient_email text,
      recipient_username text,
      amount_pesewas bigint NOT NULL CHECK (amount_pesewas > 0),
      fee_pesewas bigint NOT NULL DEFAULT 0 CHECK (fee_pesewas >= 0),
      message text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed', 'blocked', 'cancelled', 'reversed')),
      transaction_type text NOT NULL DEFAULT 'send',
      is_public boolean NOT NULL DEFAULT true,
      fraud_score integer NOT NULL DEFAULT 0 CHECK (fraud_score BETWEEN 0 AND 100),
      fraud_reasons text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      CONSTRAINT transactions_not_to_self CHECK (recipient_id IS NULL OR recipient_id <> sender_id)
    )`.execute(db);
  await sql`CREATE INDEX transactions_sender_idx ON transactions (sender_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX transactions_recipient_idx ON transactions (recipient_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX transactions_unclaimed_phone_idx ON transactions (recipient_phone) WHERE recipient_id IS NULL`.execute(db);
  await sql`CREATE INDEX transactions_unclaimed_email_idx ON transactions (recipient_email) WHERE recipient_id IS NULL`.execute(db);

  await sql`
    CREATE TABLE ledger_journals (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      kind text NOT NULL,
      transaction_id bigint REFERENCES transactions(id),
      description text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX ledger_journals_transaction_idx ON ledger_journals (transaction_id)`.execute(db);

  await sql`
    CREATE TABLE ledger_entries (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      journal_id bigint NOT NULL REFERENCES ledger_journals(id),
      account_id bigint NOT NULL REFERENCES ledger_accounts(id),
      amount_pesewas bigint NOT NULL CHECK (amount_pesewas <> 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX ledger_entries_journal_idx ON ledger_entries (journal_id)`.execute(db);
  await sql`CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id)`.execute(db);

  // Stripe-style idempotency: one row per (user, key); the request hash tells a replay from misuse.
  await sql`
    CREATE TABLE idempotency_keys (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
      operation text NOT NULL,
      request_hash text NOT NULL,
      state text NOT NULL DEFAULT 'in_progress' CHECK (state IN ('in_progress', 'completed')),
      response_status integer,
      response_body jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL DEFAULT now() + interval '24 hours',
      PRIMARY KEY (user_id, key)
    )`.execute(db);
  await sql`CREATE INDEX idempotency_keys_expiry_idx ON idempotency_keys (expires_at)`.execute(db);

  await sql`
    CREATE TABLE money_requests (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      requester_id uuid NOT NULL REFERENCES users(id),
      payer_id uuid NOT NULL REFERENCES users(id),
      amount_pesewas bigint NOT NULL CHECK (amount_pesewas > 0),
      message text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'expired', 'cancelled')),
      transaction_id bigint REFERENCES transactions(id),
      requested_at timestamptz NOT NULL DEFAULT now(),
      responded_at timestamptz,
      expires_at timestamptz,
      CONSTRAINT money_requests_not_to_self CHECK (requester_id <> payer_id)
    )`.execute(db);
  await sql`CREATE INDEX money_requests_payer_idx ON money_requests (payer_id, status, requested_at DESC)`.execute(db);
  await sql`CREATE INDEX money_requests_requester_idx ON money_requests (requester_id, requested_at DESC)`.execute(db);

  await sql`
    CREATE TABLE fraud_alerts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id),
      transaction_id bigint REFERENCES transactions(id),
      alert_type text NOT NULL,
      alert_message text NOT NULL,
      risk_score integer NOT NULL CHECK (risk_score BETWEEN 0 AND 100),
      risk_factors text[] NOT NULL DEFAULT '{}',
      transaction_amount_pesewas bigint,
      recipient_id uuid REFERENCES users(id),
      description text,
      ml_insights jsonb,
      confidence real NOT NULL DEFAULT 0.5,
      is_resolved boolean NOT NULL DEFAULT false,
      resolved_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX fraud_alerts_user_idx ON fraud_alerts (user_id, is_resolved, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE contacts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      contact_user_id uuid REFERENCES users(id) ON DELETE CASCADE,
      contact_name text NOT NULL,
      contact_phone text,
      contact_email text,
      contact_username text,
      is_frequent boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT contacts_unique_user UNIQUE (user_id, contact_user_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'contacts',
    'fraud_alerts',
    'money_requests',
    'idempotency_keys',
    'ledger_entries',
    'ledger_journals',
    'transactions',
    'ledger_accounts',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
