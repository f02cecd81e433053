import { maskCardNumber, revealCardNumber } from '@ghanapay/validators';
import { z } from 'zod';
import type { CardRow } from './card-repository';

export const ZCardSchema = z.object({
  id: z.number().int(),
  /** Masked: "•••• •••• •••• 4242". The app never had more than the first 6 and last 4. */
  cardNumber: z.string(),
  last4: z.string(),
  /** What "reveal" shows: the first 6 and the last 4, all the app keeps (PCI DSS 3.4.1). */
  revealedNumber: z.string(),
  cardholderName: z.string(),
  /** MM/YY */
  expiryDate: z.string(),
  cardType: z.enum(['visa', 'mastercard', 'verve']),
  bankName: z.string(),
  isDefault: z.boolean(),
  /** `re_add`: saved the old way (the number typed into the app); it cannot be charged until added again. */
  status: z.enum(['active', 're_add']),
  createdAt: z.date(),
});

export type TCard = z.infer<typeof ZCardSchema>;

export function toCardDto(row: CardRow): TCard {
  return {
    id: Number(row.id),
    cardNumber: maskCardNumber(row.cardLast4),
    last4: row.cardLast4,
    revealedNumber: revealCardNumber(row.cardFirst6, row.cardLast4),
    cardholderName: row.cardholderName,
    expiryDate: row.expiryDate,
    cardType: row.cardType as TCard['cardType'],
    bankName: row.bankName,
    isDefault: row.isDefault,
    status: row.status === 're_add' ? 're_add' : 'active',
    createdAt: row.createdAt,
  };
}
