import { createFileRoute } from '@tanstack/react-router';
import ContactPicker from '../../features/contacts/contact-picker';
import { validateActionSearch } from '../../lib/search-params';

export const Route = createFileRoute('/_authed/request')({
  validateSearch: validateActionSearch,
  component: function PickerRoute() {
    const search = Route.useSearch();
    return <ContactPicker action={search.action ?? 'request'} />;
  },
});
