import { decideReview, listReviews } from './review-service';
import { reviewerProcedure } from './reviewer-procedure';
import {
  ZDecideReviewRequestSchema,
  ZDecideReviewResponseSchema,
  ZListReviewsRequestSchema,
  ZListReviewsResponseSchema,
} from './review-procedures.types';

// The two reviewer calls are thin over the service, so they share a file.
export const listReviewsProcedure = reviewerProcedure
  .meta({
    openapi: { method: 'GET', path: '/kyc/reviews', tags: ['kyc'], summary: 'Reviewer: submissions waiting for a decision, oldest first' },
  })
  .input(ZListReviewsRequestSchema)
  .output(ZListReviewsResponseSchema)
  .query(({ ctx }) => listReviews(ctx.deps));

export const decideReviewProcedure = reviewerProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/kyc/reviews/{id}/decision',
      tags: ['kyc'],
      summary: 'Reviewer: approve (optionally with the enhanced check) or reject with a reason; the person is notified',
    },
  })
  .input(ZDecideReviewRequestSchema)
  .output(ZDecideReviewResponseSchema)
  .mutation(({ ctx, input }) => decideReview(ctx.deps, { userId: ctx.userId, role: ctx.staffRole }, input));
