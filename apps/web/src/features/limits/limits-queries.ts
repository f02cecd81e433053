import { trpc } from '../../lib/trpc';

/** The person's tier and what is left of its limits; read again whenever a screen showing it opens. */
export const limitsQuery = () => ({ ...trpc.money.getLimits.queryOptions({}), refetchOnMount: 'always' as const });
