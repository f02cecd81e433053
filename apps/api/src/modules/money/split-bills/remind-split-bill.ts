import { authedProcedure } from '../../../trpc/init';
import { noticeSplitBillReminder } from '../money-notices';
import { remindSplitBill } from './split-bill-service';
import { ZRemindSplitBillResponseSchema, ZSplitBillActionRequestSchema } from './split-bill.types';

export const remindSplitBillProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/split-bills/{id}/remind',
      tags: ['money'],
      summary: 'Remind one participant (userId) or everyone who has not paid yet, at most once an hour each',
    },
  })
  .input(ZSplitBillActionRequestSchema)
  .output(ZRemindSplitBillResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const { bill, reminders } = await remindSplitBill(ctx.deps.db, ctx.deps, {
      userId: ctx.userId,
      billId: input.id,
      participantId: input.userId,
    });
    const requesterName = bill.participants.find((p) => p.isCreator)?.name ?? 'Someone';
    for (const reminder of reminders) noticeSplitBillReminder(ctx.deps, { ...reminder, requesterName });
    const message = reminders.length === 1 ? 'Reminder sent' : `${reminders.length} reminders sent`;
    return { message, reminded: reminders.length, bill };
  });
