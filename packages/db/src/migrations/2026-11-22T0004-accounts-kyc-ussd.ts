import { type Kysely, sql } from 'kysely';

// Frozen. No column ever holds a CVV or a mobile-money PIN; card numbers are kept only encrypted,
// with the last 4 digits and a keyed fingerprint (for duplicate detection) in the clear.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE bank_cards (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      card_number_encrypted text NOT NULL,
      card_fingerprint text NOT NULL,
      card_last4 char(4) NOT NULL,
      cardholder_name text NOT NULL,
      expiry_date char(5) NOT NULL CHECK (expiry_date ~ '^(0[1-9]|1[0-2])/[0-9]{2}$'),
      card_type text NOT NULL CHECK (card_type IN ('visa', 'mastercard', 'verve')),
      bank_name text NOT NULL,
      is_default boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT bank_cards_once UNIQUE (user_id, card_fingerprint)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX bank_cards_one_default_idx ON bank_cards (user_id) WHERE is_default`.execute(db);

  await sql`
    CREATE TABLE mobile_money_accounts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      provider text NOT NULL CHECK (provider IN ('MTN MoMo', 'Vodafone Cash', 'AirtelTigo Money')),
      phone_number text NOT NULL CHECK (phone_number ~ '^\\+233[0-9]{9}$'),
      account_name text NOT NULL,
      balance_pesewas bigint,
      is_default boolean NOT NULL DEFAULT false,
      is_active boolean NOT NULL DEFAULT true,
      is_verified boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT mobile_money_accounts_once UNIQUE (user_id, provider, phone_number)
    )`.execute(db);

  await sql`
    CREATE TABLE bank_accounts (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      bank_name text NOT NULL,
      bank_code text,
      account_number text NOT NULL,
      account_name text NOT NULL,
      branch_code text,
      swift_code text,
      account_type text NOT NULL DEFAULT 'SAVINGS' CHECK (account_type IN ('SAVINGS', 'CURRENT', 'CHECKING')),
      balance_pesewas bigint,
      is_default boolean NOT NULL DEFAULT false,
      is_active boolean NOT NULL DEFAULT true,
      is_verified boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT bank_accounts_once UNIQUE (user_id, bank_name, account_number)
    )`.execute(db);

  await sql`
    CREATE TABLE kyc_documents (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      document_type text NOT NULL CHECK (document_type IN ('GHANA_CARD', 'PASSPORT', 'DRIVERS_LICENSE')),
      document_number text,
      document_image_url text NOT NULL,
      selfie_image_url text NOT NULL,
      verification_status text NOT NULL DEFAULT 'pending' CHECK (verification_status IN ('pending', 'verified', 'rejected')),
      verification_score integer NOT NULL DEFAULT 0,
      risk_level text NOT NULL DEFAULT 'MEDIUM' CHECK (risk_level IN ('LOW', 'MEDIUM', 'HIGH')),
      verification_issues text[] NOT NULL DEFAULT '{}',
      extracted_data jsonb,
      biometric_match_score real,
      created_at timestamptz NOT NULL DEFAULT now(),
      verified_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX kyc_documents_user_idx ON kyc_documents (user_id, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE banking_transactions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id),
      transaction_id bigint REFERENCES transactions(id),
      provider_type text NOT NULL,
      provider_transaction_id text,
      provider_reference text,
      amount_pesewas bigint NOT NULL CHECK (amount_pesewas > 0),
      currency char(3) NOT NULL DEFAULT 'GHS',
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed')),
      provider_response jsonb,
      error_message text,
      processing_time integer,
      fees_pesewas bigint NOT NULL DEFAULT 0 CHECK (fees_pesewas >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX banking_transactions_user_idx ON banking_transactions (user_id, created_at DESC)`.execute(db);
  await sql`CREATE UNIQUE INDEX banking_transactions_provider_ref_idx ON banking_transactions (provider_type, provider_reference) WHERE provider_reference IS NOT NULL`.execute(
    db,
  );

  await sql`
    CREATE TABLE bank_transfers (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id),
      recipient_name text NOT NULL,
      recipient_account text NOT NULL,
      bank_code text NOT NULL,
      bank_name text NOT NULL,
      amount_pesewas bigint NOT NULL CHECK (amount_pesewas > 0),
      reference text NOT NULL CHECK (length(reference) <= 50),
      narration text,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'scheduled', 'completed', 'failed', 'cancelled')),
      transfer_type text NOT NULL CHECK (transfer_type IN ('immediate', 'scheduled')),
      scheduled_date date,
      transaction_id bigint REFERENCES transactions(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT bank_transfers_schedule CHECK ((transfer_type = 'scheduled') = (scheduled_date IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX bank_transfers_user_idx ON bank_transfers (user_id, created_at DESC)`.execute(db);

  await sql`
    CREATE TABLE split_bills (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      creator_id uuid NOT NULL REFERENCES users(id),
      description text NOT NULL,
      total_pesewas bigint NOT NULL CHECK (total_pesewas > 0),
      split_method text NOT NULL CHECK (split_method IN ('equal', 'custom')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE split_bill_participants (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      split_bill_id bigint NOT NULL REFERENCES split_bills(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id),
      amount_pesewas bigint NOT NULL CHECK (amount_pesewas >= 0),
      money_request_id bigint REFERENCES money_requests(id),
      CONSTRAINT split_bill_participants_once UNIQUE (split_bill_id, user_id)
    )`.execute(db);

  await sql`
    CREATE TABLE ussd_sessions (
      session_id text PRIMARY KEY,
      phone_number text NOT NULL,
      user_id uuid REFERENCES users(id) ON DELETE CASCADE,
      current_menu text NOT NULL DEFAULT 'main',
      step integer NOT NULL DEFAULT 0,
      state jsonb NOT NULL DEFAULT '{}',
      pin_attempts integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      ended_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX ussd_sessions_active_idx ON ussd_sessions (updated_at DESC) WHERE ended_at IS NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'ussd_sessions',
    'split_bill_participants',
    'split_bills',
    'bank_transfers',
    'banking_transactions',
    'kyc_documents',
    'bank_accounts',
    'mobile_money_accounts',
    'bank_cards',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
