import type { Pesewas } from '@ghanapay/money';
import { z } from 'zod';
import { AMOUNT_MESSAGES, numberText, readAmount } from './amount-input';

export * from './amount-input';

/** A wire amount in ("12.50"), bigint pesewas out, with the spec's messages. */
export const zAmount = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? AMOUNT_MESSAGES.required : AMOUNT_MESSAGES.positive) })
  .meta({ description: 'Cedis with at most 2 decimals, as a string', example: '12.50' })
  .transform((value, ctx): Pesewas => {
    const result = readAmount(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }
    return result.pesewas;
  });

/** zAmount that also takes a JSON number (read from its decimal text, never through float arithmetic). */
export const zAmountTextOrNumber = z
  .union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? AMOUNT_MESSAGES.required : AMOUNT_MESSAGES.positive),
  })
  .meta({ description: 'Cedis with at most 2 decimals, as a string or a JSON number', example: '12.50' })
  .transform((value, ctx): Pesewas => {
    const text = typeof value === 'number' ? numberText(value) : value;
    const result = readAmount(text ?? 'invalid');
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }
    return result.pesewas;
  });
