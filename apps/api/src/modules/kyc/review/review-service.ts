import type { AppDeps } from '../../../deps';
import { AppError } from '../../../errors';
import type { StaffRole } from '../../../trpc/staff-procedure';
import { recordStaffAction } from '../../staff';
import { findTierOf, raiseTier } from '../kyc-repository';
import { notifyOfDecision } from '../verification/kyc-notify';
import { closeReview, listPendingReviews } from './review-repository';
import { REVIEW_MESSAGES, type TReview } from './review-procedures.types';

export async function listReviews(deps: AppDeps): Promise<TReview[]> {
  const rows = await listPendingReviews(deps.db, 100);
  return rows.map((r) => ({
    id: String(r.id),
    userId: r.userId,
    username: r.username,
    fullName: `${r.firstName} ${r.lastName}`.trim(),
    documentType: r.documentType,
    documentNumber: r.documentNumber,
    documentImageUrl: r.documentImageUrl,
    selfieImageUrl: r.selfieImageUrl,
    verificationScore: r.verificationScore,
    riskLevel: r.riskLevel,
    biometricMatchScore: r.biometricMatchScore,
    verificationIssues: r.verificationIssues,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * A reviewer approves (tier medium, or enhanced when they also made the enhanced check) or rejects
 * with a reason; once only, never their own submission; the person is told.
 */
export async function decideReview(
  deps: AppDeps,
  reviewer: { userId: string; role: StaffRole },
  input: { id: number; decision: 'approve' | 'reject'; reason?: string; enhanced?: boolean },
) {
  const reviewerId = reviewer.userId;
  const now = deps.now();
  const status = input.decision === 'approve' ? 'verified' : 'rejected';
  const reason = input.reason?.trim() || null;
  const result = await deps.db.transaction().execute(async (trx) => {
    const closed = await closeReview(trx, String(input.id), { status, reviewerId, reason, now });
    if (!closed) return undefined;
    if (status === 'verified') await raiseTier(trx, closed.userId, input.enhanced ? 'enhanced' : 'medium', now);
    // The decision and its line in the staff audit log commit together.
    await recordStaffAction(trx, {
      staffUserId: reviewerId,
      staffRole: reviewer.role,
      action: status === 'verified' ? 'kyc.approve' : 'kyc.reject',
      subjectUserId: closed.userId,
      subjectReference: String(input.id),
      reason: reason ?? (status === 'verified' ? 'Identity approved' : 'Identity rejected'),
      details: { enhanced: Boolean(input.enhanced) },
      at: now,
    });
    const user = await findTierOf(trx, closed.userId);
    return { userId: closed.userId, kycTier: (user?.kycTier ?? 'minimum') as 'minimum' | 'medium' | 'enhanced' };
  });
  if (!result) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.notPending);
  await notifyOfDecision(deps, result.userId, status === 'verified', reason);
  return {
    status,
    kycTier: result.kycTier,
    message: status === 'verified' ? 'Identity approved' : 'Identity rejected',
  } as const;
}
