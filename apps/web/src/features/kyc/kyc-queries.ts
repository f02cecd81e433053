import { trpc } from '../../lib/trpc';

export const kycStatusQuery = () => trpc.kyc.status.queryOptions({});
export const kycReviewsQuery = () => trpc.kyc.listReviews.queryOptions({});
