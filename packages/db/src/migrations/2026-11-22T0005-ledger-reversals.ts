import { type Kysely, sql } from 'kysely';

// Frozen. A reversal journal names the journal it mirrors; the partial unique index makes a second
// reversal of the same journal impossible even when two reversals race.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE ledger_journals ADD COLUMN reverses_journal_id bigint REFERENCES ledger_journals(id)`.execute(db);
  await sql`
    CREATE UNIQUE INDEX ledger_journals_one_reversal_idx ON ledger_journals (reverses_journal_id)
    WHERE reverses_journal_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS ledger_journals_one_reversal_idx`.execute(db);
  await sql`ALTER TABLE ledger_journals DROP COLUMN IF EXISTS reverses_journal_id`.execute(db);
}
