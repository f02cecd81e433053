import { createFileRoute } from '@tanstack/react-router';
import { prefetch, query } from '../../lib/prefetch';
import NotificationsScreen from '../../features/notifications/notifications-screen';

export const Route = createFileRoute('/_authed/notifications')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const money = await import('../../features/money/money-queries');
      return [query(money.pendingRequestsQuery(money.POLL_MS.pendingRequestsFocused))];
    }),
  component: NotificationsScreen,
});
