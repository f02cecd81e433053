import { createFileRoute } from '@tanstack/react-router';
import VerifyScreen from '../features/receipts/verify-screen';

/** Public: a receipt's QR opens this page on any phone, signed in or not. */
export const Route = createFileRoute('/verify/$code')({
  loader: ({ context, params }) => {
    void import('../features/receipts/receipt-queries')
      .then((q) => context.queryClient.prefetchQuery(q.verifyReceiptQuery(params.code)))
      .catch(() => undefined);
  },
  component: VerifyScreen,
});
