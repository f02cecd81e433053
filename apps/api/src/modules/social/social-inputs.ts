import { zRecordId } from '@ghanapay/validators';
import { z } from 'zod';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user id that is not a uuid names nobody (and PostgreSQL would refuse to compare it). */
export function isUserId(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** Path user ids: any string up to 64 characters; one that names nobody is a 404, not a 400. */
export const zUserIdParam = z.string({ error: 'User id is required' }).trim().min(1, 'User id is required').max(64, 'User not found');

export const zTransactionIdParam = zRecordId('transaction');

/** Calls with no input beyond the path accept an empty body (the spec's clients send none). */
export const ZEmptyRequestSchema = z.object({}).optional();
