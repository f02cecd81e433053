import { z } from 'zod';

/** A linked account's id in a path: a positive whole number (another user's id answers 404). */
export const zAccountId = (what: string) =>
  z.coerce
    .number({ error: `Invalid ${what} id` })
    .int(`Invalid ${what} id`)
    .positive(`Invalid ${what} id`)
    .max(Number.MAX_SAFE_INTEGER, `Invalid ${what} id`);

/** JSON booleans only ("true" in a query string or form is not a JSON body's true). */
export const zFlag = (message: string) => z.boolean({ error: message });
