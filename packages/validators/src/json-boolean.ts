import { z } from 'zod';

/**
 * A JSON true or false, nothing else. Not z.boolean(): the REST adapter (trpc-to-openapi) switches
 * every z.boolean() of an input to z.coerce.boolean(), which reads any non-empty string — "false"
 * included — as true. A union of the two literals is left alone.
 */
export const zJsonBoolean = (message: string) => z.union([z.literal(true), z.literal(false)], { error: message });
