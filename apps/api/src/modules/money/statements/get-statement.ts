import { authedProcedure } from '../../../trpc/init';
import { ZGetStatementRequestSchema, ZGetStatementResponseSchema } from './get-statement.types';
import { getStatement, toStatementDto } from './statement-service';

export const getStatementProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/statements',
      tags: ['money'],
      summary: 'The signed-in user’s wallet statement for a month or a year: opening and closing balance, totals and every entry',
    },
  })
  .input(ZGetStatementRequestSchema)
  .output(ZGetStatementResponseSchema)
  .query(async ({ ctx, input }) => toStatementDto(await getStatement(ctx.deps, ctx.userId, input)));
