import { createFileRoute } from '@tanstack/react-router';
import { WalletHome } from '../../features/account/wallet-home';
import { prefetch, query } from '../../lib/prefetch';

export const Route = createFileRoute('/_authed/me')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const [home, accounts] = await Promise.all([
        import('../../features/account/wallet-home'),
        import('../../features/accounts/accounts-queries'),
      ]);
      return [query(home.walletHomeTransactionsQuery()), query(accounts.paymentAccountsQuery())];
    }),
  component: WalletHome,
});
