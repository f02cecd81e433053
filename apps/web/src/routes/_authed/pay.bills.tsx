import { createFileRoute } from '@tanstack/react-router';
import BillPayScreen from '../../features/bills/bill-pay-screen';
import { validateBillSearch } from '../../features/bills/pay-search';
import { prefetch, query } from '../../lib/prefetch';

export const Route = createFileRoute('/_authed/pay/bills')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const bills = await import('../../features/bills/bills-queries');
      return [query(bills.billersQuery()), query(bills.billPaymentsQuery())];
    }),
  validateSearch: validateBillSearch,
  component: function BillPayRoute() {
    const search = Route.useSearch();
    return <BillPayScreen key={JSON.stringify(search)} prefill={search} />;
  },
});
