import { createFileRoute } from '@tanstack/react-router';
import UssdPage from '../../features/ussd/ussd-page';
import { prefetch, query } from '../../lib/prefetch';

export const Route = createFileRoute('/_authed/ussd-integration')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const ussd = await import('../../features/ussd/ussd-queries');
      return [query(ussd.ussdStatsQuery()), query(ussd.ussdSessionsQuery())];
    }),
  component: UssdPage,
});
