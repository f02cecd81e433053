import { createFileRoute } from '@tanstack/react-router';
import { prefetch, query } from '../../lib/prefetch';
import MerchantScreen from '../../features/merchants/merchant-screen';

export const Route = createFileRoute('/_authed/merchant')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const merchants = await import('../../features/merchants/merchant-queries');
      return [query(merchants.myMerchantQuery())];
    }),
  component: MerchantScreen,
});
