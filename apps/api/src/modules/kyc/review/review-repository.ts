import type { Database } from '@ghanapay/db';
import { sql } from 'kysely';

/** Submissions waiting for a reviewer, oldest first, with who sent them. */
export async function listPendingReviews(db: Database, limit: number) {
  return (
    db
      .selectFrom('kycDocuments as d')
      .innerJoin('users as u', 'u.id', 'd.userId')
      .select([
        'd.id',
        'd.userId',
        'u.username',
        'u.firstName',
        'u.lastName',
        'd.documentType',
        'd.documentNumber',
        'd.documentImageUrl',
        'd.selfieImageUrl',
        'd.verificationScore',
        'd.riskLevel',
        'd.biometricMatchScore',
        'd.verificationIssues',
        'd.createdAt',
      ])
      .where('d.verificationStatus', '=', 'pending')
      // A submission still waiting for the identity provider's answer is not a reviewer's yet.
      .where(sql<boolean>`d.extracted_data -> 'identity' ->> 'state' IS DISTINCT FROM 'awaiting-provider'`)
      .orderBy('d.createdAt', 'asc')
      .limit(limit)
      .execute()
  );
}

/** Closes a pending submission once: a second decision (or a race) finds nothing and returns undefined. */
export async function closeReview(
  db: Database,
  id: string,
  close: { status: 'verified' | 'rejected'; reviewerId: string; reason: string | null; now: Date },
): Promise<{ userId: string } | undefined> {
  return db
    .updateTable('kycDocuments')
    .set({
      verificationStatus: close.status,
      decidedBy: 'reviewer',
      reviewerId: close.reviewerId,
      reviewReason: close.reason,
      reviewedAt: close.now,
      verifiedAt: close.status === 'verified' ? close.now : null,
      riskLevel: close.status === 'verified' ? 'LOW' : 'HIGH',
    })
    .where('id', '=', id)
    .where('verificationStatus', '=', 'pending')
    .where(sql<boolean>`extracted_data -> 'identity' ->> 'state' IS DISTINCT FROM 'awaiting-provider'`)
    .where('userId', '<>', close.reviewerId)
    .returning('userId')
    .executeTakeFirst();
}
