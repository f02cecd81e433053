import { z } from 'zod';

/** A record id in a path ({id}): a string over REST, a number from tRPC clients; a positive safe integer. */
export const zRecordId = (what: string) =>
  z.coerce
    .number({ error: `Invalid ${what} id` })
    .int(`Invalid ${what} id`)
    .positive(`Invalid ${what} id`)
    .max(Number.MAX_SAFE_INTEGER, `Invalid ${what} id`);
