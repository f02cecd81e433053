import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/coming-soon';
import { validateActionSearch } from '../-lib/search-params';

export const Route = createFileRoute('/_authed/request')({
  validateSearch: validateActionSearch,
  component: function RequestRoute() {
    const search = Route.useSearch();
    return <ComingSoon title={search.action === 'send' ? 'Send Money To' : 'Request Money From'} />;
  },
});
