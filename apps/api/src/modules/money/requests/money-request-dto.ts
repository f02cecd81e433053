import { toCedisString } from '@ghanapay/money';
import { z } from 'zod';
import type { MoneyRequestRow } from './money-request-repository';

const MONEY_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'cancelled'] as const;

export const ZMoneyRequestSchema = z.object({
  id: z.number().int(),
  requesterId: z.string(),
  payerId: z.string(),
  /** Cedis with 2 decimals. */
  amount: z.string(),
  message: z.string().nullable(),
  status: z.enum(MONEY_REQUEST_STATUSES),
  transactionId: z.number().int().nullable(),
  requestedAt: z.string(),
  respondedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  requesterName: z.string(),
  payerName: z.string(),
});

/** The payer's view of a request waiting for an answer (the spec's pending-list fields). */
export const ZPendingMoneyRequestSchema = z.object({
  id: z.number().int(),
  requesterId: z.string(),
  requesterName: z.string(),
  requesterUsername: z.string(),
  requesterProfileImage: z.string().nullable(),
  amount: z.string(),
  message: z.string().nullable(),
  requestedAt: z.string(),
  expiresAt: z.string().nullable(),
});

export type TMoneyRequest = z.infer<typeof ZMoneyRequestSchema>;
export type TPendingMoneyRequest = z.infer<typeof ZPendingMoneyRequestSchema>;

export function toMoneyRequestDto(row: MoneyRequestRow): TMoneyRequest {
  return {
    id: Number(row.id),
    requesterId: row.requesterId,
    payerId: row.payerId,
    amount: toCedisString(BigInt(row.amountPesewas)),
    message: row.message,
    status: row.status as TMoneyRequest['status'],
    transactionId: row.transactionId === null ? null : Number(row.transactionId),
    requestedAt: row.requestedAt.toISOString(),
    respondedAt: row.respondedAt ? row.respondedAt.toISOString() : null,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    requesterName: `${row.requesterFirstName} ${row.requesterLastName}`.trim(),
    payerName: `${row.payerFirstName} ${row.payerLastName}`.trim(),
  };
}

export function toPendingMoneyRequestDto(row: MoneyRequestRow): TPendingMoneyRequest {
  return {
    id: Number(row.id),
    requesterId: row.requesterId,
    requesterName: `${row.requesterFirstName} ${row.requesterLastName}`.trim(),
    requesterUsername: row.requesterUsername,
    requesterProfileImage: row.requesterProfileImage,
    amount: toCedisString(BigInt(row.amountPesewas)),
    message: row.message,
    requestedAt: row.requestedAt.toISOString(),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
  };
}
