import { type Kysely, sql } from 'kysely';

// Frozen. Linked accounts become real:
// (1) verification through providers: a status, the name the provider holds, a reason the person
//     sees, and when; (2) exactly one default per kind and user, also under concurrent requests
//     (partial unique indexes; cards had theirs already); (3) a card keeps its first 6 digits (the
//     most PCI DSS 3.4.1 lets a screen show besides the last 4) and the id of the key it is
//     encrypted with, so keys rotate; (4) profile pictures are stored re-encoded and served from
//     the app's own origin.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['mobile_money_accounts', 'bank_accounts']) {
    await sql`
      ALTER TABLE ${sql.table(table)}
        ADD COLUMN verification_status text NOT NULL DEFAULT 'pending' CHECK (verification_status IN ('pending', 'verified', 'unverified')),
        ADD COLUMN verification_note text,
        ADD COLUMN registered_name text,
        ADD COLUMN verified_at timestamptz`.execute(db);
    await sql`CREATE UNIQUE INDEX ${sql.raw(`${table}_one_default_idx`)} ON ${sql.table(table)} (user_id) WHERE is_default`.execute(db);
    await sql`CREATE INDEX ${sql.raw(`${table}_user_idx`)} ON ${sql.table(table)} (user_id, created_at)`.execute(db);
  }
  await sql`
    ALTER TABLE bank_cards
      ADD COLUMN card_first6 char(6) NOT NULL CHECK (card_first6 ~ '^[0-9]{6}$'),
      ADD COLUMN key_id text NOT NULL`.execute(db);
  await sql`CREATE INDEX bank_cards_user_idx ON bank_cards (user_id, created_at)`.execute(db);

  await sql`
    CREATE TABLE profile_images (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      content bytea NOT NULL,
      content_type text NOT NULL CHECK (content_type IN ('image/webp', 'image/jpeg', 'image/png')),
      width integer NOT NULL CHECK (width > 0),
      height integer NOT NULL CHECK (height > 0),
      etag text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE profile_images`.execute(db);
  await sql`DROP INDEX bank_cards_user_idx`.execute(db);
  await sql`ALTER TABLE bank_cards DROP COLUMN card_first6, DROP COLUMN key_id`.execute(db);
  for (const table of ['mobile_money_accounts', 'bank_accounts']) {
    await sql`DROP INDEX ${sql.raw(`${table}_one_default_idx`)}`.execute(db);
    await sql`DROP INDEX ${sql.raw(`${table}_user_idx`)}`.execute(db);
    await sql`
      ALTER TABLE ${sql.table(table)}
        DROP COLUMN verification_status, DROP COLUMN verification_note, DROP COLUMN registered_name, DROP COLUMN verified_at`.execute(db);
  }
}
