import { idempotentProcedure } from '../../../trpc/idempotent-procedure';
import { ZIdempotencyHeaders } from '../../idempotency';
import { sendMoney } from './send-money-service';
import { ZSendMoneyRequestSchema, ZSendMoneyResponseSchema } from './send-money.types';

export const sendMoneyProcedure = idempotentProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/send-money',
      tags: ['money'],
      requestHeaders: ZIdempotencyHeaders,
      summary: 'Send money to a phone number, email or username (Idempotency-Key header supported)',
    },
  })
  .input(ZSendMoneyRequestSchema)
  .output(ZSendMoneyResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const payment = await sendMoney(
      ctx.deps,
      {
        senderId: ctx.userId,
        amountPesewas: input.amount,
        recipient: { phone: input.recipientPhone, email: input.recipientEmail, username: input.recipientUsername },
        message: input.message ?? null,
      },
      { idempotency: ctx.idempotency('send-money', input), sessionId: ctx.sessionId },
    );
    // sendMoney tells the recipient when this request wrote the payment (not on a replay).
    return payment;
  });
