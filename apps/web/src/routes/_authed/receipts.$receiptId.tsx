import { createFileRoute } from '@tanstack/react-router';
import { prefetch, query } from '../../lib/prefetch';
import ReceiptScreen from '../../features/receipts/receipt-screen';

export const Route = createFileRoute('/_authed/receipts/$receiptId')({
  loader: ({ context, params }) =>
    prefetch(context.queryClient, async () => {
      const receipts = await import('../../features/receipts/receipt-queries');
      return [query(receipts.receiptQuery(params.receiptId))];
    }),
  component: ReceiptScreen,
});
