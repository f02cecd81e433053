import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/shell/coming-soon';
import { validateMoneyTransferSearch } from '../-lib/search-params';

export const Route = createFileRoute('/_authed/money-transfer')({
  validateSearch: validateMoneyTransferSearch,
  component: function MoneyTransferRoute() {
    const search = Route.useSearch();
    return <ComingSoon title={search.recipientName ? `Send or Request: ${search.recipientName}` : 'Send or Request Money'} />;
  },
});
