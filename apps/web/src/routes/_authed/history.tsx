import { createFileRoute } from '@tanstack/react-router';
import { infinite, prefetch } from '../../lib/prefetch';
import HistoryScreen from '../../features/history/history-screen';

export const Route = createFileRoute('/_authed/history')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const money = await import('../../features/money/money-queries');
      return [infinite(money.historyQuery(''))];
    }),
  component: HistoryScreen,
});
