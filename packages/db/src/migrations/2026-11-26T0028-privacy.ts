import { type Kysely, sql } from 'kysely';

// Privacy under Ghana's Data Protection Act 2012 (Act 843):
// - the version of the privacy notice and terms a person accepted, and when (null: never accepted;
//   the app asks at the next sign-in);
// - an account's closure, and the two later steps of the retention schedule (docs/privacy.md): the
//   identity documents erased 5 years after closure (Anti-Money Laundering Act 2020, Act 1044), the
//   person's name and addresses anonymised 6 years after it (payment records, Act 987). Ledger rows
//   are never changed: they keep the account's id, which then names nobody.
// - a closed account receives nothing: a payment (a transactions row naming it as recipient) or a
//   money request naming it is refused by the database itself (SQLSTATE GP843), whatever the path.
//   The check takes the same KEY SHARE lock on the person's row that the foreign key takes anyway,
//   so it waits for a closure in progress (which holds the row FOR UPDATE) and then sees it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN terms_version text,
      ADD COLUMN terms_accepted_at timestamptz,
      ADD COLUMN closed_at timestamptz,
      ADD COLUMN kyc_erased_at timestamptz,
      ADD COLUMN anonymised_at timestamptz`.execute(db);
  // An anonymised account keeps neither an e-mail nor a phone number.
  await sql`
    ALTER TABLE users
      DROP CONSTRAINT users_has_contact,
      ADD CONSTRAINT users_has_contact CHECK (email IS NOT NULL OR phone_number IS NOT NULL OR anonymised_at IS NOT NULL)`.execute(db);
  await sql`CREATE INDEX users_closed_idx ON users (closed_at) WHERE closed_at IS NOT NULL AND anonymised_at IS NULL`.execute(db);

  await sql`
    CREATE FUNCTION refuse_closed_account(p_user uuid) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE v_closed timestamptz;
    BEGIN
      IF p_user IS NULL THEN RETURN; END IF;
      SELECT closed_at INTO v_closed FROM users WHERE id = p_user FOR KEY SHARE;
      IF v_closed IS NOT NULL THEN
        RAISE EXCEPTION 'account_closed' USING ERRCODE = 'GP843';
      END IF;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION refuse_payment_to_closed_account() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' OR NEW.recipient_id IS DISTINCT FROM OLD.recipient_id THEN
        PERFORM refuse_closed_account(NEW.recipient_id);
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER transactions_refuse_closed_recipient BEFORE INSERT OR UPDATE OF recipient_id ON transactions
      FOR EACH ROW EXECUTE FUNCTION refuse_payment_to_closed_account()`.execute(db);
  await sql`
    CREATE FUNCTION refuse_request_with_closed_account() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM refuse_closed_account(NEW.requester_id);
      PERFORM refuse_closed_account(NEW.payer_id);
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER money_requests_refuse_closed_account BEFORE INSERT ON money_requests
      FOR EACH ROW EXECUTE FUNCTION refuse_request_with_closed_account()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS money_requests_refuse_closed_account ON money_requests`.execute(db);
  await sql`DROP TRIGGER IF EXISTS transactions_refuse_closed_recipient ON transactions`.execute(db);
  await sql`DROP FUNCTION IF EXISTS refuse_request_with_closed_account()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS refuse_payment_to_closed_account()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS refuse_closed_account(uuid)`.execute(db);
  await sql`DROP INDEX IF EXISTS users_closed_idx`.execute(db);
  await sql`
    ALTER TABLE users
      DROP CONSTRAINT users_has_contact,
      ADD CONSTRAINT users_has_contact CHECK (email IS NOT NULL OR phone_number IS NOT NULL)`.execute(db);
  await sql`
    ALTER TABLE users
      DROP COLUMN IF EXISTS terms_version,
      DROP COLUMN IF EXISTS terms_accepted_at,
      DROP COLUMN IF EXISTS closed_at,
      DROP COLUMN IF EXISTS kyc_erased_at,
      DROP COLUMN IF EXISTS anonymised_at`.execute(db);
}
