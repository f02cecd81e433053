import { z } from 'zod';

export const ZVerifyReceiptRequestSchema = z.object({
  /** The code from a receipt's QR or link. Anything that is not a code we signed answers genuine: false. */
  code: z.string({ error: 'Give the receipt’s code' }).min(1, 'Give the receipt’s code').max(512, 'That is not a receipt code'),
});

export const ZVerifyReceiptResponseSchema = z.discriminatedUnion('genuine', [
  z.object({
    genuine: z.literal(true),
    /** Cedis with 2 decimals. */
    amount: z.string(),
    currency: z.literal('GHS'),
    /** When the payment completed: ISO 8601, UTC, to the second. */
    time: z.string(),
    status: z.literal('completed'),
    /** Masked: "K••• M•••". */
    payer: z.string(),
    payee: z.string(),
  }),
  z.object({ genuine: z.literal(false) }),
]);

export type TVerifyReceiptRequest = z.input<typeof ZVerifyReceiptRequestSchema>;
export type TVerifyReceiptResponse = z.infer<typeof ZVerifyReceiptResponseSchema>;
