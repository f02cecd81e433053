import type { DB } from '@ghanapay/db';
import type { Transaction } from 'kysely';
import { IDEMPOTENCY_HEADER, idempotentRequest, REPLAYED_HEADER, runIdempotent, type IdempotentRequest } from '../modules/idempotency';
import { authedProcedure } from './init';

/**
 * The procedure every money-moving call is built on. Its context gains `idempotently(operation,
 * input, execute)`: the Idempotency-Key (header for REST, `idempotencyKey` input field for tRPC) is
 * read here, the operation runs in one database transaction with Stripe's replay semantics, and a
 * replay is marked with the Idempotent-Replayed header. Services stay free of requests and headers,
 * so USSD, jobs and split bills call them directly with a transaction.
 */
export const idempotentProcedure = authedProcedure.use(({ ctx, next }) => {
  const header = ctx.req.headers[IDEMPOTENCY_HEADER];
  const headerKey = Array.isArray(header) ? header[0] : header;
  const markReplay = () => {
    void ctx.reply.header(REPLAYED_HEADER, 'true');
  };
  return next({
    ctx: {
      /** The request's key, for an operation that claims it in its own single statement (a send). */
      idempotency: (operation: string, input: { idempotencyKey?: string | undefined }): IdempotentRequest | null =>
        idempotentRequest(ctx.userId, headerKey ?? input.idempotencyKey, operation, input, markReplay),
      /** The signed-in session, which a one-statement send checks is still valid as it commits. */
      sessionId: ctx.req.session?.sessionId ?? null,
      idempotently: <T>(
        operation: string,
        input: { idempotencyKey?: string | undefined },
        execute: (trx: Transaction<DB>) => Promise<T>,
      ): Promise<T> =>
        runIdempotent(
          { deps: ctx.deps, userId: ctx.userId, key: headerKey ?? input.idempotencyKey },
          operation,
          input,
          execute,
          markReplay,
        ),
    },
  });
});
