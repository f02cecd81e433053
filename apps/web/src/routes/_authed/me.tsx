import { createFileRoute } from '@tanstack/react-router';
import { WalletHome } from '../../features/my-account/wallet-home';
import { prefetch, query } from '../../lib/prefetch';

export const Route = createFileRoute('/_authed/me')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      // Every section of the first screen: one that fills in after the others pushes them down.
      const [home, accounts, limits, transfers] = await Promise.all([
        import('../../features/my-account/wallet-home'),
        import('../../features/linked-accounts/linked-accounts-queries'),
        import('../../features/limits/limits-queries'),
        import('../../features/transfers/transfers-queries'),
      ]);
      return [
        query(home.walletHomeTransactionsQuery()),
        query(accounts.paymentAccountsQuery()),
        query(limits.limitsQuery()),
        query(transfers.externalTransfersQuery()),
      ];
    }),
  component: WalletHome,
});
