import { toCedisString } from '@ghanapay/money';
import { maskEmailAddress, maskGhanaPhone } from '@ghanapay/validators';
import { z } from 'zod';
import { fraudReasonKeys, ZFraudReasonKeysSchema } from './fraud-alerts/fraud-reason-keys';

export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed', 'blocked', 'cancelled', 'reversed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** A transaction as clients see it (the spec's fields plus displayId and completedAt). */
export const ZTransactionSchema = z.object({
  id: z.number().int(),
  /** "GHP" + the id padded to 8 digits, as the history shows it. */
  displayId: z.string(),
  senderId: z.string(),
  recipientId: z.string().nullable(),
  recipientPhone: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  recipientUsername: z.string().nullable(),
  /** Cedis with 2 decimals. */
  amount: z.string(),
  message: z.string().nullable(),
  status: z.enum(TRANSACTION_STATUSES),
  transactionType: z.string(),
  fraudScore: z.number().int(),
  fraudReasons: z.array(z.string()),
  /** Each reason's key and figure, for a screen in another language (null: shown as written). */
  fraudReasonKeys: ZFraudReasonKeysSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  senderName: z.string().nullable(),
  /** Null for a payment held for someone who has no account yet (see recipientPhone/Email). */
  recipientName: z.string().nullable(),
});

export type TTransaction = z.infer<typeof ZTransactionSchema>;

/** What the repository reads for one transaction (users joined for the names). */
export interface TransactionRow {
  id: string;
  senderId: string;
  recipientId: string | null;
  recipientPhone: string | null;
  recipientEmail: string | null;
  recipientUsername: string | null;
  amountPesewas: string;
  message: string | null;
  status: string;
  transactionType: string;
  fraudScore: number;
  fraudReasons: string[];
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
  senderFirstName: string | null;
  senderLastName: string | null;
  recipientFirstName: string | null;
  recipientLastName: string | null;
}

function formatDisplayId(id: number | string): string {
  return `GHP${String(id).padStart(8, '0')}`;
}

/**
 * The transaction as the viewer may see it. The recipient's phone and e-mail stay whole for the
 * recipient, and for the sender of a held payment (they typed the address the money waits for);
 * anyone else — the sender of a payment to an account included — sees them masked.
 */
export function toTransactionDto(row: TransactionRow, viewerId?: string): TTransaction {
  const whole = row.recipientId === null ? viewerId === row.senderId : viewerId === row.recipientId;
  return {
    id: Number(row.id),
    displayId: formatDisplayId(row.id),
    senderId: row.senderId,
    recipientId: row.recipientId,
    recipientPhone: row.recipientPhone && !whole ? maskGhanaPhone(row.recipientPhone) : row.recipientPhone,
    recipientEmail: row.recipientEmail && !whole ? maskEmailAddress(row.recipientEmail) : row.recipientEmail,
    recipientUsername: row.recipientUsername,
    amount: toCedisString(BigInt(row.amountPesewas)),
    message: row.message,
    status: row.status as TransactionStatus,
    transactionType: row.transactionType,
    fraudScore: row.fraudScore,
    fraudReasons: row.fraudReasons,
    fraudReasonKeys: fraudReasonKeys(row.fraudReasons),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    senderName: joinName(row.senderFirstName, row.senderLastName),
    recipientName: joinName(row.recipientFirstName, row.recipientLastName),
  };
}

function joinName(first: string | null, last: string | null): string | null {
  if (first === null && last === null) return null;
  return `${first ?? ''} ${last ?? ''}`.trim();
}
