import { createFileRoute } from '@tanstack/react-router';
import MobileMoneyScreen from '../../features/accounts/mobile-money-screen';
import { prefetch, query } from '../../lib/prefetch';

export const Route = createFileRoute('/_authed/mobile-money')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const accounts = await import('../../features/accounts/accounts-queries');
      return [query(accounts.mobileMoneyAccountsQuery())];
    }),
  component: MobileMoneyScreen,
});
