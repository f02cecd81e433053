import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/coming-soon';
import { validateActionSearch } from '../-lib/search-params';

export const Route = createFileRoute('/_authed/send')({
  validateSearch: validateActionSearch,
  component: function SendRoute() {
    const search = Route.useSearch();
    return <ComingSoon title={search.action === 'request' ? 'Request Money From' : 'Send Money To'} />;
  },
});
