import { createFileRoute } from '@tanstack/react-router';
import { prefetch, query } from '../../lib/prefetch';
import MoneyTransferScreen from '../../features/money/money-transfer/money-transfer-screen';
import { validateMoneyTransferSearch } from '../../lib/search-params';

export const Route = createFileRoute('/_authed/money-transfer')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const [contacts, money] = await Promise.all([
        import('../../features/contacts/contacts-queries'),
        import('../../features/money/money-queries'),
      ]);
      return [query(contacts.frequentContactsQuery()), query(money.pendingRequestsQuery(money.POLL_MS.pendingRequestsFocused))];
    }),
  validateSearch: validateMoneyTransferSearch,
  component: function MoneyTransferRoute() {
    const { recipientId, recipientName } = Route.useSearch();
    // Profile links pass the counterparty, so the flow skips its search step.
    const prefill = recipientId ? { id: recipientId, name: recipientName ?? 'Unknown User' } : null;
    return <MoneyTransferScreen key={recipientId ?? ''} prefill={prefill} />;
  },
});
