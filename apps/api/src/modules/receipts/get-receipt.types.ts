import { z } from 'zod';

export const ZGetReceiptRequestSchema = z.object({
  /** "<kind>-<id>": "p2p-42" (a payment's number), "transfer-<uuid>" (a transfer out's reference). */
  transactionId: z
    .string({ error: 'Give the receipt’s transaction id' })
    .trim()
    .min(1, 'Give the receipt’s transaction id')
    .max(100, 'Receipt not found'),
});

export const ZGetReceiptResponseSchema = z.object({
  /** The receipt's id, the one the request named ("p2p-42"). */
  id: z.string(),
  /** Which kind of payment: "p2p", "transfer" (bills, airtime and merchant payments add theirs). */
  kind: z.string(),
  /** Cedis with 2 decimals. */
  amount: z.string(),
  currency: z.literal('GHS'),
  status: z.literal('completed'),
  /** ISO 8601, UTC, to the second (what the code signs). */
  completedAt: z.string(),
  payer: z.object({ name: z.string() }),
  payee: z.object({ name: z.string() }),
  /** What the payer quotes to support: "GHP00000042", or a transfer's provider reference. */
  reference: z.string(),
  /** The signed code (base64url): anyone checks it at GET /api/receipts/verify/{code}. */
  verifyCode: z.string(),
  /** The public page that checks the code: what the receipt's QR holds. */
  verifyUrl: z.string(),
});

export type TGetReceiptRequest = z.input<typeof ZGetReceiptRequestSchema>;
export type TGetReceiptResponse = z.infer<typeof ZGetReceiptResponseSchema>;
