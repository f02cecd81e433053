import { authedProcedure } from '../../../trpc/init';
import { ZListPendingMoneyRequestsRequestSchema, ZListPendingMoneyRequestsResponseSchema } from './list-pending-money-requests.types';
import { toPendingMoneyRequestDto } from './money-request-dto';
import { listPendingRequestRows } from './money-request-repository';

const PENDING_REQUESTS_SHOWN = 100;

export const listPendingMoneyRequestsProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/money-requests/pending',
      tags: ['money'],
      summary: 'Requests waiting for the signed-in user to pay, newest first',
    },
  })
  .input(ZListPendingMoneyRequestsRequestSchema)
  .output(ZListPendingMoneyRequestsResponseSchema)
  .query(async ({ ctx }) =>
    (await listPendingRequestRows(ctx.deps.db, ctx.userId, ctx.deps.now(), PENDING_REQUESTS_SHOWN)).map(toPendingMoneyRequestDto),
  );
