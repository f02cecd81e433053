import { createFileRoute } from '@tanstack/react-router';
import CardsScreen from '../../features/linked-accounts/cards-screen';
import { prefetch, query } from '../../lib/prefetch';
import { validateCardsSearch } from '../../lib/search-params';

export const Route = createFileRoute('/_authed/cards')({
  validateSearch: validateCardsSearch,
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const accounts = await import('../../features/linked-accounts/linked-accounts-queries');
      return [query(accounts.cardsQuery())];
    }),
  component: function CardsRoute() {
    const { reference } = Route.useSearch();
    return <CardsScreen checkoutReference={reference ?? null} />;
  },
});
