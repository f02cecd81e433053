import { ACCOUNT_MESSAGES, zAddCardForm, zRecordId } from '@ghanapay/validators';
import { z } from 'zod';
import { zFlag } from '../accounts-inputs';
import { ZCardSchema } from './card-dto';

/**
 * Both payload shapes of the document in one object (the REST layer needs an object schema):
 * the cards page's {cardNumber, cardholderName, expiryMonth, expiryYear, cvv, bankName} and the
 * wallet home's {type, provider, cardNumber, expiryDate "MM/YY", cardholderName, cardType, bankName,
 * isDefault}. Month and year (with a CVV), or expiryDate, must be there. The brand is read from the
 * number (a cardType that disagrees is ignored); the CVV is checked and never passed on.
 */
const card = zAddCardForm.shape;

export const ZAddCardRequestSchema = z
  .object({
    type: z.literal('card').optional(),
    provider: z.string().max(100).optional(),
    // The cards page's fields and messages are the validators' own (zAddCardForm); here some are optional.
    cardNumber: card.cardNumber,
    cardholderName: card.cardholderName,
    expiryMonth: card.expiryMonth.optional(),
    expiryYear: card.expiryYear.optional(),
    cvv: card.cvv.optional(),
    expiryDate: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiry date must be MM/YY')
      .optional(),
    cardType: z.enum(['visa', 'mastercard', 'verve']).optional(),
    bankName: card.bankName,
    isDefault: zFlag('isDefault must be true or false').optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (input.expiryDate) return;
    if (!input.expiryMonth) ctx.addIssue({ code: 'custom', path: ['expiryMonth'], message: ACCOUNT_MESSAGES.invalidMonth });
    else if (!input.expiryYear) ctx.addIssue({ code: 'custom', path: ['expiryYear'], message: ACCOUNT_MESSAGES.invalidYear });
    else if (!input.cvv) ctx.addIssue({ code: 'custom', path: ['cvv'], message: ACCOUNT_MESSAGES.cvvLength });
  });

/** The card's expiry as month and four-digit year, from either shape. */
export function expiryOf(input: z.infer<typeof ZAddCardRequestSchema>): { expiryMonth: number; expiryYear: number } {
  if (input.expiryDate)
    return { expiryMonth: Number(input.expiryDate.slice(0, 2)), expiryYear: 2000 + Number(input.expiryDate.slice(3, 5)) };
  return { expiryMonth: Number(input.expiryMonth), expiryYear: Number(input.expiryYear) };
}

export const ZAddCardResponseSchema = ZCardSchema.extend({ message: z.string() });
export const ZListCardsRequestSchema = z.object({});
export const ZListCardsResponseSchema = z.array(ZCardSchema);
export const ZCardIdSchema = z.object({ id: zRecordId('card') }).strict();
export const ZCardMessageSchema = z.object({ message: z.string() });

export type TAddCardRequest = z.input<typeof ZAddCardRequestSchema>;
