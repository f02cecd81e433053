import { createFileRoute } from '@tanstack/react-router';
import ContactPicker from '../../features/contacts/contact-picker';
import { prefetch, query } from '../../lib/prefetch';
import { validateActionSearch } from '../../lib/search-params';

export const Route = createFileRoute('/_authed/send')({
  loader: ({ context }) =>
    prefetch(context.queryClient, async () => {
      const contacts = await import('../../features/contacts/contacts-queries');
      return [query(contacts.frequentContactsQuery())];
    }),
  validateSearch: validateActionSearch,
  component: function PickerRoute() {
    const search = Route.useSearch();
    return <ContactPicker action={search.action ?? 'send'} />;
  },
});
