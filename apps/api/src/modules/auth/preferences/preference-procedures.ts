import { z } from 'zod';
import { authedProcedure } from '../../../trpc/init';
import { getPreferences, updatePreferences, ZPreferencesSchema, ZUpdatePreferencesRequestSchema } from '../../notify';

export const getPreferencesProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/preferences', tags: ['auth'], summary: 'My notification and appearance settings' } })
  .input(z.object({}))
  .output(ZPreferencesSchema)
  .query(({ ctx }) => getPreferences(ctx.deps.db, ctx.userId));

export const updatePreferencesProcedure = authedProcedure
  .meta({
    openapi: { method: 'PATCH', path: '/preferences', tags: ['auth'], summary: 'Change some of my notification and appearance settings' },
  })
  .input(ZUpdatePreferencesRequestSchema)
  .output(ZPreferencesSchema)
  .mutation(({ ctx, input }) => updatePreferences(ctx.deps.db, ctx.userId, input, ctx.deps.now()));
