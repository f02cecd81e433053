import { createFileRoute } from '@tanstack/react-router';
import MobileMoneyScreen from '../../features/linked-accounts/mobile-money-screen';
import { prefetch, query } from '../../lib/prefetch';

export const Route = createFileRoute('/_authed/mobile-money')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const accounts = await import('../../features/linked-accounts/linked-accounts-queries');
      return [query(accounts.mobileMoneyAccountsQuery())];
    }),
  component: MobileMoneyScreen,
});
