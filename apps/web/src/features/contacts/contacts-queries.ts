import { trpc } from '../../lib/trpc';

/** The people paid or asked most often, shared by the pickers and the send screens' loaders. */
export const frequentContactsQuery = () => trpc.social.listFrequentContacts.queryOptions({});
