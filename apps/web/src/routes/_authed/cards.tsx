import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import CardsScreen from '../../features/linked-accounts/cards-screen';
import { prefetch, query } from '../../lib/prefetch';

// Paystack's hosted checkout sends the browser back here with ?trxref=…&reference=… after a card check.
const zCardsSearch = z.object({ reference: z.string().max(100).optional().catch(undefined) });

export const Route = createFileRoute('/_authed/cards')({
  validateSearch: zCardsSearch,
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
