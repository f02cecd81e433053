import { createFileRoute } from '@tanstack/react-router';
import SplitBillScreen from '../../features/split-bill/split-bill-screen';
import { prefetch, query } from '../../lib/prefetch';

export const Route = createFileRoute('/_authed/split-bill')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const bills = await import('../../features/split-bill/split-bill-queries');
      return [query(bills.splitBillsQuery())];
    }),
  component: SplitBillScreen,
});
