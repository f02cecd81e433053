import { createFileRoute } from '@tanstack/react-router';
import PayLinkScreen from '../features/payment-links/pay-link-screen';

/** Public: a payment link opens this page on any phone, signed in or not (/pay/airtime and the others are static routes and win). */
export const Route = createFileRoute('/pay/$code')({
  loader: ({ context, params }) => {
    void import('../features/payment-links/pay-link-queries')
      .then((q) => context.queryClient.prefetchQuery(q.publicPaymentLinkQuery(params.code)))
      .catch(() => undefined);
  },
  component: PayLinkScreen,
});
