import { zJsonBoolean } from '@ghanapay/validators';
import { z } from 'zod';

/** JSON booleans only ("true" in a query string or form is not a JSON body's true; see zJsonBoolean). */
export const zFlag = (message: string) => zJsonBoolean(message);

const KINDS = {
  momo: { what: 'mobile money account', path: '/api/mobile-money/accounts' },
  bank: { what: 'bank account', path: '/api/bank-accounts' },
} as const;

/**
 * A linked account's id on its own kind's paths: the row id (`12`) or the combined list's id
 * (`momo-12`, `bank-3`, what GET /api/payment-accounts gives and the payment-accounts page sends).
 * The other kind's id is a 400 that says where it belongs; the row id comes out as a number.
 */
export const zLinkedRecordId = (kind: keyof typeof KINDS) => {
  const { what } = KINDS[kind];
  return z.union([z.string().trim(), z.number()], { error: `Invalid ${what} id` }).transform((value, ctx) => {
    const text = String(value);
    const match = /^(?:(momo|bank)-)?([1-9]\d{0,15})$/.exec(text);
    const id = match ? Number(match[2]) : NaN;
    if (!match || !Number.isSafeInteger(id)) {
      ctx.addIssue({ code: 'custom', message: `Invalid ${what} id` });
      return z.NEVER;
    }
    const named = match[1] as keyof typeof KINDS | undefined;
    if (named !== undefined && named !== kind) {
      ctx.addIssue({ code: 'custom', message: `${text} is a ${KINDS[named].what}, not a ${what}: use ${KINDS[named].path}/${text}` });
      return z.NEVER;
    }
    return id;
  });
};
