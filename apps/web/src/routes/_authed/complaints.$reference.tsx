import { createFileRoute } from '@tanstack/react-router';
import { prefetch, query } from '../../lib/prefetch';
import ComplaintScreen from '../../features/complaints/complaint-screen';

export const Route = createFileRoute('/_authed/complaints/$reference')({
  loader: ({ context, params }) =>
    prefetch(context.queryClient, async () => {
      const complaints = await import('../../features/complaints/complaint-queries');
      return [query(complaints.myComplaintQuery(params.reference))];
    }),
  component: ComplaintScreen,
});
