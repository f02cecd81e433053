import { createFileRoute } from '@tanstack/react-router';
import TopUpScreen from '../../features/bills/top-up-screen';
import { validateTopUpSearch } from '../../features/bills/pay-search';
import { prefetch, query } from '../../lib/prefetch';

export const Route = createFileRoute('/_authed/pay/airtime')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const bills = await import('../../features/bills/bills-queries');
      return [query(bills.billersQuery()), query(bills.billPaymentsQuery())];
    }),
  validateSearch: validateTopUpSearch,
  component: function TopUpRoute() {
    const search = Route.useSearch();
    // A new repeat (another number or amount) starts the flow afresh.
    return <TopUpScreen key={JSON.stringify(search)} prefill={search} />;
  },
});
