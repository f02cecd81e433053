import { fetchLinkPayment, fetchPublicPaymentLink } from './pay-link-api';

/** A link as its payer sees it: the /pay/$code page and its loader. */
export const publicPaymentLinkQuery = (code: string) => ({
  queryKey: ['public-payment-link', code] as const,
  queryFn: () => fetchPublicPaymentLink(code),
  staleTime: 60_000,
  retry: false,
});

/** A payment the payer started, polled every 3 s until it is final (also while it waits for the network's code). */
export const linkPaymentQuery = (code: string, paymentId: string) => ({
  queryKey: ['public-payment-link', code, 'payment', paymentId] as const,
  queryFn: () => fetchLinkPayment(code, paymentId),
  refetchInterval: (query: { state: { data?: { status: string } } }) =>
    query.state.data?.status === 'pending' || query.state.data?.status === 'awaiting_otp' ? 3_000 : false,
  retry: 2,
});
