import { type Kysely, sql } from 'kysely';

// Frozen. Identity verification for real: the photos a person submits (re-encoded, encrypted at rest
// on disk or in an object store; this table keeps where and under which key, never the bytes), and a
// reviewer's decision on a submission the rules could not decide.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE kyc_images (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      storage_key text NOT NULL UNIQUE,
      key_id text NOT NULL,
      content_type text NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      byte_size integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX kyc_images_user_idx ON kyc_images (user_id, created_at DESC)`.execute(db);
  await sql`
    ALTER TABLE kyc_documents
      ADD COLUMN document_image_id uuid REFERENCES kyc_images(id),
      ADD COLUMN selfie_image_id uuid REFERENCES kyc_images(id),
      ADD COLUMN decided_by text CHECK (decided_by IN ('rules', 'reviewer')),
      ADD COLUMN reviewer_id uuid REFERENCES users(id),
      ADD COLUMN review_reason text,
      ADD COLUMN reviewed_at timestamptz`.execute(db);
  // One submission waits for a reviewer at a time per person.
  await sql`CREATE UNIQUE INDEX kyc_documents_one_pending_idx ON kyc_documents (user_id) WHERE verification_status = 'pending'`.execute(db);
  await sql`CREATE INDEX kyc_documents_pending_idx ON kyc_documents (created_at) WHERE verification_status = 'pending'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS kyc_documents_pending_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS kyc_documents_one_pending_idx`.execute(db);
  await sql`
    ALTER TABLE kyc_documents
      DROP COLUMN IF EXISTS document_image_id, DROP COLUMN IF EXISTS selfie_image_id, DROP COLUMN IF EXISTS decided_by,
      DROP COLUMN IF EXISTS reviewer_id, DROP COLUMN IF EXISTS review_reason, DROP COLUMN IF EXISTS reviewed_at`.execute(db);
  await sql`DROP TABLE IF EXISTS kyc_images`.execute(db);
}
