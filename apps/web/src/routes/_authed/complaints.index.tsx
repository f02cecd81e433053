import { createFileRoute } from '@tanstack/react-router';
import { prefetch, query } from '../../lib/prefetch';
import ComplaintsScreen from '../../features/complaints/complaints-screen';

export const Route = createFileRoute('/_authed/complaints/')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const complaints = await import('../../features/complaints/complaint-queries');
      return [query(complaints.myComplaintsQuery())];
    }),
  component: ComplaintsScreen,
});
