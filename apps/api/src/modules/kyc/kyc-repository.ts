import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';

export interface KycDocumentListRow {
  id: string;
  documentType: string;
  verificationStatus: string;
  createdAt: Date;
  verifiedAt: Date | null;
  reviewReason: string | null;
}

export async function listDocumentsOf(db: Database, userId: string): Promise<KycDocumentListRow[]> {
  return db
    .selectFrom('kycDocuments')
    .select(['id', 'documentType', 'verificationStatus', 'createdAt', 'verifiedAt', 'reviewReason'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findTierOf(db: Database, userId: string) {
  return db.selectFrom('users').select(['kycTier', 'isVerified']).where('id', '=', userId).executeTakeFirst();
}

export async function hasPendingDocument(db: Database, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('kycDocuments')
    .select('id')
    .where('userId', '=', userId)
    .where('verificationStatus', '=', 'pending')
    .executeTakeFirst();
  return Boolean(row);
}

/** Whether someone else's identity was verified with this document number. */
export async function numberVerifiedForAnother(db: Database, userId: string, documentType: string, documentNumber: string) {
  const row = await db
    .selectFrom('kycDocuments')
    .select('id')
    .where('documentType', '=', documentType)
    .where('documentNumber', '=', documentNumber)
    .where('verificationStatus', '=', 'verified')
    .where('userId', '<>', userId)
    .executeTakeFirst();
  return Boolean(row);
}

export interface NewKycDocument {
  userId: string;
  documentType: string;
  documentNumber: string;
  documentImageId: string;
  selfieImageId: string;
  documentImageUrl: string;
  selfieImageUrl: string;
  verificationStatus: 'verified' | 'pending' | 'rejected';
  verificationScore: number;
  riskLevel: string;
  verificationIssues: string[];
  biometricMatchScore: number | null;
  extractedData: Record<string, unknown>;
  createdAt: Date;
  verifiedAt: Date | null;
}

export async function insertDocument(db: Database, doc: NewKycDocument): Promise<string> {
  const row = await db
    .insertInto('kycDocuments')
    .values({
      ...doc,
      extractedData: JSON.stringify(doc.extractedData),
      verificationIssues: sql<string[]>`${doc.verificationIssues}::text[]`,
      decidedBy: doc.verificationStatus === 'pending' ? null : 'rules',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** Raises the tier (never lowers it) and marks the person verified. */
export async function raiseTier(db: Database, userId: string, tier: 'medium' | 'enhanced', now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({
      isVerified: true,
      kycTier: tier === 'enhanced' ? 'enhanced' : sql<string>`CASE WHEN kyc_tier = 'enhanced' THEN 'enhanced' ELSE 'medium' END`,
      updatedAt: now,
    })
    .where('id', '=', userId)
    .execute();
}

/** The image ids and the photos' perceptual hashes of every earlier submission of a person. */
export async function listEarlierSubmissions(db: Database, userId: string) {
  return db
    .selectFrom('kycDocuments')
    .select([
      'documentImageId',
      'selfieImageId',
      sql<unknown>`extracted_data -> 'documentHashes'`.as('documentHashes'),
      sql<unknown>`extracted_data -> 'selfieHashes'`.as('selfieHashes'),
    ])
    .where('userId', '=', userId)
    .execute();
}

/** What the identity provider step keeps on a submission (extracted_data.identity). */
export interface IdentityState {
  provider: string;
  /** awaiting-provider: the provider's answer is awaited (not in the review queue); answered; gave-up (in the review queue). */
  state: 'awaiting-provider' | 'answered' | 'gave-up';
  /** Our job id of the current attempt (Smile ID's partner_params.job_id). */
  jobId: string | null;
  /** The current attempt reached the provider (its answer is read with job_status, not submitted again). */
  submitted: boolean;
  attempts: number;
  nextAttemptAt: string;
  resultCode: string | null;
  resultText: string | null;
}

export interface AwaitingDocument {
  id: string;
  userId: string;
  documentNumber: string | null;
  selfieImageId: string | null;
  identity: IdentityState;
}

/** Submissions whose provider answer is due, oldest first (the retry job). */
export async function listIdentityChecksDue(db: Database, now: Date, limit: number): Promise<AwaitingDocument[]> {
  const rows = await db
    .selectFrom('kycDocuments')
    .select(['id', 'userId', 'documentNumber', 'selfieImageId', sql<IdentityState>`extracted_data -> 'identity'`.as('identity')])
    .where('verificationStatus', '=', 'pending')
    .where(sql<boolean>`extracted_data -> 'identity' ->> 'state' = 'awaiting-provider'`)
    .where(sql<boolean>`(extracted_data -> 'identity' ->> 'nextAttemptAt')::timestamptz <= ${now}`)
    .orderBy('createdAt', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}

export async function findAwaitingDocument(db: Database, id: string): Promise<AwaitingDocument | undefined> {
  const row = await db
    .selectFrom('kycDocuments')
    .select(['id', 'userId', 'documentNumber', 'selfieImageId', sql<IdentityState>`extracted_data -> 'identity'`.as('identity')])
    .where('id', '=', id)
    .where('verificationStatus', '=', 'pending')
    .where(sql<boolean>`extracted_data -> 'identity' ->> 'state' = 'awaiting-provider'`)
    .executeTakeFirst();
  return row && { ...row, id: String(row.id) };
}

/** The submission an identity job id belongs to (a provider's callback names the job). */
export async function findDocumentIdByIdentityJob(db: Database, userId: string, jobId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('kycDocuments')
    .select('id')
    .where('userId', '=', userId)
    .where(sql<boolean>`extracted_data -> 'identity' ->> 'jobId' = ${jobId}`)
    .executeTakeFirst();
  return row && String(row.id);
}

/** Records an attempt's progress while the answer is still awaited (only while it is awaited). */
export async function saveIdentityState(db: Database, id: string, identity: IdentityState): Promise<boolean> {
  const result = await db
    .updateTable('kycDocuments')
    .set({ extractedData: sql`jsonb_set(coalesce(extracted_data, '{}'::jsonb), '{identity}', ${JSON.stringify(identity)}::jsonb)` })
    .where('id', '=', id)
    .where('verificationStatus', '=', 'pending')
    .where(sql<boolean>`extracted_data -> 'identity' ->> 'state' = 'awaiting-provider'`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Closes an awaited submission with the provider's answer, once: verified or rejected (with the
 * reason the person reads), or left pending for a reviewer. False when it was no longer awaited.
 */
export async function closeIdentityCheck(
  db: Database,
  id: string,
  close: {
    status: 'verified' | 'rejected' | 'pending';
    identity: IdentityState;
    reason: string | null;
    riskLevel: 'LOW' | 'MEDIUM' | 'HIGH';
    addIssue: string | null;
    now: Date;
  },
): Promise<{ userId: string } | undefined> {
  return db
    .updateTable('kycDocuments')
    .set({
      verificationStatus: close.status,
      decidedBy: close.status === 'pending' ? null : 'rules',
      reviewReason: close.reason,
      riskLevel: close.riskLevel,
      verifiedAt: close.status === 'verified' ? close.now : null,
      verificationIssues: close.addIssue
        ? sql<string[]>`array_append(verification_issues, ${close.addIssue})`
        : sql<string[]>`verification_issues`,
      extractedData: sql`jsonb_set(coalesce(extracted_data, '{}'::jsonb), '{identity}', ${JSON.stringify(close.identity)}::jsonb)`,
    })
    .where('id', '=', id)
    .where('verificationStatus', '=', 'pending')
    .where(sql<boolean>`extracted_data -> 'identity' ->> 'state' = 'awaiting-provider'`)
    .returning('userId')
    .executeTakeFirst();
}
