import { type Kysely, sql } from 'kysely';

// Frozen. The language each person chose (issue 32): English, Twi (Asante), Ewe, Hausa or French,
// as ISO 639-1 codes; English until they choose. Their USSD screens and SMS are in it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE user_preferences
      ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'tw', 'ee', 'ha', 'fr'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE user_preferences DROP COLUMN IF EXISTS language`.execute(db);
}
