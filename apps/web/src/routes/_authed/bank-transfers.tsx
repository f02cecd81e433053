import { createFileRoute } from '@tanstack/react-router';
import BankTransfersScreen from '../../features/transfers/bank-transfers-screen';
import { prefetch, query } from '../../lib/prefetch';

export const Route = createFileRoute('/_authed/bank-transfers')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const transfers = await import('../../features/transfers/transfers-queries');
      return [query(transfers.bankTransfersQuery())];
    }),
  component: BankTransfersScreen,
});
