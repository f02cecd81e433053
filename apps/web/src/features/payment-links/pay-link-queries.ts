import { trpc } from '../../lib/trpc';

/** A link as its payer sees it: the /pay/$code page and its loader. */
export const publicPaymentLinkQuery = (code: string) => ({
  ...trpc.money.getPublicPaymentLink.queryOptions({ code }),
  staleTime: 60_000,
  retry: false,
});

/** A payment the payer started, polled every 3 s until it is final (also while it waits for the network's code). */
export const linkPaymentQuery = (code: string, paymentId: string) => ({
  ...trpc.money.getLinkPaymentStatus.queryOptions({ code, paymentId }),
  refetchInterval: (query: { state: { data?: { status: string } } }) =>
    query.state.data?.status === 'pending' || query.state.data?.status === 'awaiting_otp' ? 3_000 : false,
  retry: 2,
});
