import { idempotentProcedure } from '../../../trpc/idempotent-procedure';
import { ZCreateTransactionRequestSchema, ZCreateTransactionResponseSchema } from './create-transaction.types';
import { ZIdempotencyHeaders } from '../../idempotency';
import { sendMoney } from './send-money-service';

export const createTransactionProcedure = idempotentProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/transactions',
      tags: ['money'],
      requestHeaders: ZIdempotencyHeaders,
      summary: 'Send money to a user by id (the same service as /send-money; Idempotency-Key supported)',
    },
  })
  .input(ZCreateTransactionRequestSchema)
  .output(ZCreateTransactionResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const payment = await sendMoney(
      ctx.deps,
      {
        senderId: ctx.userId,
        amountPesewas: input.amount,
        recipient: {
          recipientId: input.recipientId,
          phone: input.recipientPhone,
          email: input.recipientEmail,
          username: input.recipientUsername,
        },
        message: input.message ?? null,
      },
      { idempotency: ctx.idempotency('create-transaction', input), sessionId: ctx.sessionId },
    );
    // sendMoney tells the recipient when this request wrote the payment (not on a replay).
    return payment;
  });
