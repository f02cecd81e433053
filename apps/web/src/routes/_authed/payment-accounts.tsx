import { createFileRoute } from '@tanstack/react-router';
import PaymentAccountsScreen from '../../features/linked-accounts/payment-accounts-screen';
import { prefetch, query } from '../../lib/prefetch';

export const Route = createFileRoute('/_authed/payment-accounts')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const accounts = await import('../../features/linked-accounts/linked-accounts-queries');
      return [query(accounts.paymentAccountsQuery())];
    }),
  component: PaymentAccountsScreen,
});
