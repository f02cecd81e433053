import type { inferOutput } from '@trpc/tanstack-react-query';
import type { trpc } from './trpc';

/** The signed-in person as the API describes them (the DTO of auth.user, never a database row). */
export type PublicUser = inferOutput<typeof trpc.auth.user>;
