import { maskCardNumber, revealCardNumber } from '@ghanapay/validators';
import { z } from 'zod';
import type { CardRow } from './card-repository';

export const ZCardSchema = z.object({
  id: z.number().int(),
  /** Masked: "•••• •••• •••• 4242". The full number never leaves the server. */
  cardNumber: z.string(),
  last4: z.string(),
  /** What "reveal" shows: at most the first 6 and the last 4 digits (PCI DSS 3.4.1). */
  revealedNumber: z.string(),
  cardholderName: z.string(),
  /** MM/YY */
  expiryDate: z.string(),
  cardType: z.enum(['visa', 'mastercard', 'verve']),
  bankName: z.string(),
  isDefault: z.boolean(),
  createdAt: z.date(),
});

export function toCardDto(row: CardRow): z.infer<typeof ZCardSchema> {
  return {
    id: Number(row.id),
    cardNumber: maskCardNumber(row.cardLast4),
    last4: row.cardLast4,
    revealedNumber: revealCardNumber(row.cardFirst6, row.cardLast4),
    cardholderName: row.cardholderName,
    expiryDate: row.expiryDate,
    cardType: row.cardType as 'visa' | 'mastercard' | 'verve',
    bankName: row.bankName,
    isDefault: row.isDefault,
    createdAt: row.createdAt,
  };
}
