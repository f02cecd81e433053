import { authedProcedure } from '../../../trpc/init';
import { listFrequentContacts } from './frequent-contacts-service';
import { ZListFrequentContactsRequestSchema, ZListFrequentContactsResponseSchema } from './list-frequent-contacts.types';

export const listFrequentContactsProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/contacts/frequent',
      tags: ['social'],
      summary: 'The people the user pays and asks most (completed first, then count, then recency), then saved contacts',
    },
  })
  .input(ZListFrequentContactsRequestSchema)
  .output(ZListFrequentContactsResponseSchema)
  .query(({ ctx }) => listFrequentContacts(ctx.deps.db, ctx.userId));
