import { zUsername } from '@ghanapay/validators';
import { publicProcedure } from '../../../trpc/init';
import { ZCheckUsernameRequestSchema, ZCheckUsernameResponseSchema } from './check-username.types';
import { consumeAddressLimit } from '../../rate-limits';
import { LOOKUPS_PER_IP } from '../rate-limits/rate-limit-rules';
import { isUsernameTaken } from '../user-repository';

/**
 * The live check while typing. A name that breaks a rule is answered 200 with available false and
 * the rule's message: the form shows it inline, and an error status would only raise a toast.
 */
export const checkUsernameProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/check-username/{username}',
      tags: ['auth'],
      summary: 'Whether a username can be registered',
      protect: false,
    },
  })
  .input(ZCheckUsernameRequestSchema)
  .output(ZCheckUsernameResponseSchema)
  .query(async ({ ctx, input }) => {
    // Anonymous: limited per address, so it cannot enumerate who has an account.
    await consumeAddressLimit(ctx.deps.db, LOOKUPS_PER_IP, ctx.ip, ctx.deps.now());
    const parsed = zUsername.safeParse(input.username);
    if (!parsed.success) return { available: false, message: parsed.error.issues[0]!.message };
    if (await isUsernameTaken(ctx.deps.db, parsed.data)) return { available: false, message: 'Username is already taken' };
    return { available: true, message: 'Username is available' };
  });
