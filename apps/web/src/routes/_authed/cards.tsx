import { createFileRoute } from '@tanstack/react-router';
import CardsScreen from '../../features/linked-accounts/cards-screen';
import { prefetch, query } from '../../lib/prefetch';

export const Route = createFileRoute('/_authed/cards')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const accounts = await import('../../features/linked-accounts/linked-accounts-queries');
      return [query(accounts.cardsQuery())];
    }),
  component: CardsScreen,
});
