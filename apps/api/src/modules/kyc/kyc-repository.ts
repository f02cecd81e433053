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
