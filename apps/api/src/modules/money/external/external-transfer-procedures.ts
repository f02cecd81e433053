import { z } from 'zod';
import { authedProcedure } from '../../../trpc/init';
import { idempotentProcedure } from '../../../trpc/idempotent-procedure';
import type { AppDeps } from '../../../deps';
import { ZIdempotencyHeaders } from '../../idempotency';
import {
  addMoney,
  createBankTransfer,
  defaultReference,
  getExternalTransfer,
  INTERCONNECT_PROCESSING_MESSAGE,
  interconnectAnswer,
  interconnectTransfer,
  listBankTransfers,
  listExternalTransfers,
  lockReference,
  submitAddMoneyOtp,
  transferToAccount,
} from './external-transfer-service';
import { findExternalTransfer } from './external-transfer-repository';
import { transferMessage } from './transfer-answer-message';
import {
  ZAddMoneyRequestSchema,
  ZCollectionOtpRequestSchema,
  ZCreateBankTransferRequestSchema,
  ZCreateBankTransferResponseSchema,
  ZExternalTransferSchema,
  ZInterconnectTransferRequestSchema,
  ZInterconnectTransferResponseSchema,
  ZListBankTransfersResponseSchema,
  ZListExternalTransfersResponseSchema,
  ZWalletTransferResponseSchema,
  ZWalletTransferRequestSchema,
} from './external-transfer.types';

/** After commit: the job queue calls the provider now (the minute job would, a little later). */
function kick(deps: AppDeps, id: string | null | undefined): void {
  if (id) deps.kickTransfer?.(id);
}

export const transferToAccountProcedure = idempotentProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/wallet/transfer',
      tags: ['money'],
      requestHeaders: ZIdempotencyHeaders,
      summary: 'Move wallet money to a linked mobile-money or bank account: standard (free, 3 business days) or instant (1.75 %)',
    },
  })
  .input(ZWalletTransferRequestSchema)
  .output(ZWalletTransferResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const result = await ctx.idempotently('wallet-transfer', input, (trx) =>
      transferToAccount(trx, ctx.deps, {
        userId: ctx.userId,
        amountPesewas: input.amount,
        account: input.accountId,
        accountType: input.accountType,
        transferType: input.transferType,
        clientFee: input.fee ?? null,
      }),
    );
    kick(ctx.deps, result.transfer.id);
    return result;
  });

export const addMoneyProcedure = idempotentProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/wallet/add-money',
      tags: ['money'],
      requestHeaders: ZIdempotencyHeaders,
      summary: 'Add money from a linked MTN MoMo, Telecel Cash or AirtelTigo Money wallet (the payer approves on their phone)',
    },
  })
  .input(ZAddMoneyRequestSchema)
  .output(ZWalletTransferResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const result = await ctx.idempotently('add-money', input, (trx) =>
      addMoney(trx, ctx.deps, { userId: ctx.userId, amountPesewas: input.amount, account: input.accountId }),
    );
    kick(ctx.deps, result.transfer.id);
    return result;
  });

export const addMoneyOtpProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/wallet/add-money/{id}/otp',
      tags: ['money'],
      summary: 'The code my network texted me, for an Add Money waiting for one (422 when refused; 404 for another person’s)',
    },
  })
  .input(ZCollectionOtpRequestSchema)
  .output(ZExternalTransferSchema)
  .mutation(({ ctx, input }) => submitAddMoneyOtp(ctx.deps, ctx.userId, input.id, input.otp));

export const listExternalTransfersProcedure = authedProcedure
  .meta({
    openapi: { method: 'GET', path: '/wallet/transfers', tags: ['money'], summary: 'My transfers out and money added, newest first' },
  })
  .input(z.object({}))
  .output(ZListExternalTransfersResponseSchema)
  .query(({ ctx }) => listExternalTransfers(ctx.deps, ctx.userId));

export const getExternalTransferProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/wallet/transfers/{id}', tags: ['money'], summary: 'One of my transfers (else 404)' } })
  .input(z.object({ id: z.string().max(64) }))
  .output(ZExternalTransferSchema)
  .query(({ ctx, input }) => getExternalTransfer(ctx.deps, ctx.userId, input.id));

export const listBankTransfersProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/bank-transfers', tags: ['money'], summary: 'My bank transfers, newest first' } })
  .input(z.object({}))
  .output(ZListBankTransfersResponseSchema)
  .query(({ ctx }) => listBankTransfers(ctx.deps, ctx.userId));

export const createBankTransferProcedure = idempotentProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/bank-transfers',
      tags: ['money'],
      requestHeaders: ZIdempotencyHeaders,
      summary: 'A bank transfer to any Ghanaian bank, now or on a date',
    },
  })
  .input(ZCreateBankTransferRequestSchema)
  .output(ZCreateBankTransferResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const result = await ctx.idempotently('bank-transfer', input, async (trx) => {
      const reference = input.reference?.trim() || defaultReference(ctx.deps.now());
      await lockReference(trx, ctx.userId, reference);
      return createBankTransfer(trx, ctx.deps, {
        userId: ctx.userId,
        recipientName: input.recipientName,
        recipientAccount: input.recipientAccount,
        bankCode: input.bankCode,
        amountPesewas: input.amount,
        reference,
        narration: input.narration,
        transferType: input.transferType,
        scheduledDate: input.scheduledDate,
      });
    });
    kick(ctx.deps, result.transferId);
    const { transferId: _transferId, ...answer } = result;
    return answer;
  });

/** How long the interconnect call waits for the bank's answer before reporting the transfer as processing. */
const INTERCONNECT_WAIT_MS = 8_000;

export const interconnectTransferProcedure = idempotentProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/banking/bank-transfer',
      tags: ['money'],
      requestHeaders: ZIdempotencyHeaders,
      summary: "The document's second bank-transfer call: reports the transfer the first call made (by reference); alone, it makes one",
    },
  })
  .input(ZInterconnectTransferRequestSchema)
  .output(ZInterconnectTransferResponseSchema)
  .mutation(async ({ ctx, input }) => {
    const answer = await ctx.idempotently('interconnect-transfer', input, (trx) =>
      interconnectTransfer(trx, ctx.deps, {
        userId: ctx.userId,
        amountPesewas: input.amount,
        recipientBank: input.recipientBank,
        recipientAccount: input.recipientAccount,
        reference: input.reference,
        narration: input.narration,
        recipientName: input.recipientName,
      }),
    );
    if (!answer.transferId || !ctx.deps.kickTransfer) return answer;
    kick(ctx.deps, answer.transferId);
    // With a live job queue, wait a few seconds for the bank's answer so the reply says how it ended.
    const deadline = Date.now() + INTERCONNECT_WAIT_MS;
    while (Date.now() < deadline) {
      const row = await findExternalTransfer(ctx.deps.db, answer.transferId);
      if (!row || row.speed === 'scheduled') return answer;
      if (row.status === 'completed' || row.status === 'failed') return interconnectAnswer(row);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return {
      success: true,
      message: INTERCONNECT_PROCESSING_MESSAGE,
      ...transferMessage('interconnect_processing', {}),
      transferId: answer.transferId,
    };
  });
