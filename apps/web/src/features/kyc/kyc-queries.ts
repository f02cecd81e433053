import { trpc } from '../../lib/trpc';

/**
 * The person's KYC status. While a submission waits for the identity provider (a slow answer, a retry
 * by the job queue) it is read again every 5 s, so the page turns verified without a reload.
 */
export const kycStatusQuery = () => ({
  ...trpc.kyc.status.queryOptions({}),
  refetchInterval: (query: { state: { data?: { documents: { status: string }[] } } }) =>
    query.state.data?.documents.some((d) => d.status === 'pending') ? 5_000 : (false as const),
});
export const kycReviewsQuery = () => trpc.kyc.listReviews.queryOptions({});
