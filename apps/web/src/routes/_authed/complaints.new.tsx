import { createFileRoute } from '@tanstack/react-router';
import NewComplaintScreen from '../../features/complaints/new-complaint-screen';
import { validateComplaintSearch } from '../../lib/search-params';

export const Route = createFileRoute('/_authed/complaints/new')({
  validateSearch: validateComplaintSearch,
  component: function NewComplaintRoute() {
    const { transactionId } = Route.useSearch();
    return <NewComplaintScreen transactionId={transactionId} />;
  },
});
