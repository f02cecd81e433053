import { router } from '../../trpc/init';
import { decideReviewProcedure, listReviewsProcedure } from './review/review-procedures';
import { getKycStatusProcedure } from './verification/get-kyc-status';
import { submitDocumentProcedure } from './verification/submit-document';

export const kycRouter = router({
  status: getKycStatusProcedure,
  submitDocument: submitDocumentProcedure,
  listReviews: listReviewsProcedure,
  decideReview: decideReviewProcedure,
});
