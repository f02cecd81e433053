import { createFileRoute } from '@tanstack/react-router';
import PayScreen from '../../features/bills/pay-screen';
import { prefetch, query } from '../../lib/prefetch';

export const Route = createFileRoute('/_authed/pay/')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const bills = await import('../../features/bills/bills-queries');
      return [query(bills.billersQuery()), query(bills.billPaymentsQuery())];
    }),
  component: PayScreen,
});
