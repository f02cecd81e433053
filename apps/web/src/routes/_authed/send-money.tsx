import { createFileRoute } from '@tanstack/react-router';
import { prefetch, query } from '../../lib/prefetch';
import SendMoneyScreen from '../../features/money/send-money/send-money-screen';
import { validateSendMoneySearch } from '../../lib/search-params';

export const Route = createFileRoute('/_authed/send-money')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const [contacts, money] = await Promise.all([
        import('../../features/contacts/contacts-queries'),
        import('../../features/money/money-queries'),
      ]);
      return [query(contacts.frequentContactsQuery()), query(money.pendingRequestsQuery(money.POLL_MS.pendingRequestsFocused))];
    }),
  validateSearch: validateSendMoneySearch,
  component: function SendMoneyRoute() {
    const search = Route.useSearch();
    // A new prefill (another contact picked) starts a new form.
    return <SendMoneyScreen key={JSON.stringify(search)} search={search} />;
  },
});
