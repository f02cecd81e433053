import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/coming-soon';
import { validateSendMoneySearch } from '../-lib/search-params';

export const Route = createFileRoute('/_authed/send-money')({
  validateSearch: validateSendMoneySearch,
  component: function SendMoneyRoute() {
    const search = Route.useSearch();
    return <ComingSoon title={search.action === 'request' ? 'Request Money' : 'Send Money'} />;
  },
});
