import { z } from 'zod';
import { authedProcedure, router } from '../../trpc/init';

// Placeholder while the auth module is written.
export const authRouter = router({
  user: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/user', tags: ['auth'] } })
    .input(z.void())
    .output(z.object({ id: z.string() }))
    .query(({ ctx }) => ({ id: ctx.userId })),
});
