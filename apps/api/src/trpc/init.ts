import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { sqlStateOf } from '@ghanapay/db';
import { ZodError } from 'zod';
import { AppError, isWalletFrozen, toTRPCError, walletFrozenError } from '../errors';
import type { Context } from './context';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error }) {
      const zod = error.cause instanceof ZodError ? error.cause : null;
      const appCode = error.cause instanceof AppError ? error.cause.code : undefined;
      // A proof-of-work request carries the challenge to solve (public by design: it is signed, not secret).
      const challenge = appCode === 'PROOF_OF_WORK_REQUIRED' ? (error.cause as AppError).details?.challenge : undefined;
      const { stack: _stack, ...data } = shape.data;
      // A failure on our side never shows its own text (a database error names tables and values).
      const internal = shape.data.httpStatus >= 500 && !(error.cause instanceof AppError);
      return {
        ...shape,
        // A validation error reads as its first rule's message, the text the spec gives.
        message: internal ? INTERNAL_ERROR_MESSAGE : (zod?.issues[0]?.message ?? shape.message),
        data: {
          ...data,
          appCode,
          ...(challenge ? { challenge } : {}),
          fieldErrors: zod ? Object.fromEntries(zod.issues.map((i) => [i.path.join('.'), i.message])) : undefined,
        },
      };
    },
  });

/** What the database says when a payment or a request names a closed account (migration 0028). */
const ACCOUNT_CLOSED_STATE = 'GP843';
const ACCOUNT_CLOSED_MESSAGE = 'This account has been closed and can no longer receive payments or requests.';

const mapAppErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  // Raised by the database on whichever path wrote the payment: one message for every one of them.
  if (!result.ok && sqlStateOf(result.error.cause) === ACCOUNT_CLOSED_STATE)
    throw toTRPCError(new AppError('ACCOUNT_CLOSED', ACCOUNT_CLOSED_MESSAGE));
  // The ledger refuses money out of a frozen wallet wherever it is asked to move it: one message for every path.
  if (!result.ok && isWalletFrozen(result.error.cause)) throw toTRPCError(walletFrozenError());
  if (!result.ok && result.error.cause instanceof AppError) {
    const retryAfter = result.error.cause.details?.retryAfterSeconds;
    // A 429 says when to come back (REST and tRPC alike).
    if (result.error.cause.code === 'RATE_LIMITED' && typeof retryAfter === 'number')
      void ctx.reply.header('Retry-After', String(Math.max(1, Math.ceil(retryAfter))));
    throw toTRPCError(result.error.cause);
  }
  return result;
});

export const router = t.router;
/** For a REST route that runs a procedure itself (rest/direct-procedure-route.ts). */
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(mapAppErrors);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.userId) throw new AppError('UNAUTHENTICATED', 'You are not signed in');
  return next({ ctx: { ...ctx, userId: ctx.userId } });
});
