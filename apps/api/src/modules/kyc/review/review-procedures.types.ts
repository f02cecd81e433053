import { zJsonBoolean, zRecordId } from '@ghanapay/validators';
import { z } from 'zod';

export const ZListReviewsRequestSchema = z.object({});
const ZReviewSchema = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  fullName: z.string(),
  documentType: z.string(),
  documentNumber: z.string().nullable(),
  /** Served to reviewers (and the owner) only, through GET /api/kyc/images/{id}. */
  documentImageUrl: z.string(),
  selfieImageUrl: z.string(),
  verificationScore: z.number(),
  riskLevel: z.string(),
  biometricMatchScore: z.number().nullable(),
  verificationIssues: z.array(z.string()),
  createdAt: z.string(),
});
export const ZListReviewsResponseSchema = z.array(ZReviewSchema);

export const REVIEW_MESSAGES = {
  reason: 'Please give a reason for the rejection',
  notPending: 'This submission is no longer waiting for review',
} as const;

export const ZDecideReviewRequestSchema = z
  .object({
    id: zRecordId('submission'),
    decision: z.enum(['approve', 'reject'], { error: 'Please choose approve or reject' }),
    reason: z.string().trim().max(300).optional(),
    /** With approve: the reviewer also made the enhanced check (the enhanced tier). */
    enhanced: zJsonBoolean('enhanced must be true or false').optional(),
  })
  .strict()
  .refine((v) => v.decision === 'approve' || (v.reason ?? '').length >= 3, { message: REVIEW_MESSAGES.reason, path: ['reason'] });

export const ZDecideReviewResponseSchema = z.object({
  status: z.enum(['verified', 'rejected']),
  kycTier: z.enum(['minimum', 'medium', 'enhanced']),
  message: z.string(),
});

export type TDecideReviewRequest = z.input<typeof ZDecideReviewRequestSchema>;
export type TReview = z.infer<typeof ZReviewSchema>;
