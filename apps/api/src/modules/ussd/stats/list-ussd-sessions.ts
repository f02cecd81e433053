import { authedProcedure } from '../../../trpc/init';
import { listUssdSessions } from './ussd-monitor';
import { ZListUssdSessionsRequestSchema, ZListUssdSessionsResponseSchema } from './list-ussd-sessions.types';

/** The same list as GET /admin/ussd/sessions (the gateway), for the page's tRPC client. */
export const listUssdSessionsProcedure = authedProcedure
  .input(ZListUssdSessionsRequestSchema)
  .output(ZListUssdSessionsResponseSchema)
  .query(async ({ ctx }) => ({ sessions: await listUssdSessions(ctx.deps, ctx.userId) }));
