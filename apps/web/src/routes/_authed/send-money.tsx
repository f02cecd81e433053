import { createFileRoute } from '@tanstack/react-router';
import SendMoneyScreen from '../../features/money/send-money/send-money-screen';
import { validateSendMoneySearch } from '../../lib/search-params';

export const Route = createFileRoute('/_authed/send-money')({
  validateSearch: validateSendMoneySearch,
  component: function SendMoneyRoute() {
    const search = Route.useSearch();
    // A new prefill (another contact picked) starts a new form.
    return <SendMoneyScreen key={JSON.stringify(search)} search={search} />;
  },
});
