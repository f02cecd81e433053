import { z } from 'zod';
import { zAmount } from '@ghanapay/validators';
import { zIdempotencyKeyField } from '../../idempotency';
import { zOptionalMessage } from '../money-inputs';
import { ZMoneyRequestSchema } from './money-request-dto';

export const ZCreateMoneyRequestRequestSchema = z.object({
  payerId: z.string({ error: 'Please choose who should pay' }).trim().min(1, 'Please choose who should pay').max(64, 'User not found'),
  amount: zAmount,
  message: zOptionalMessage,
  idempotencyKey: zIdempotencyKeyField,
});

export const ZCreateMoneyRequestResponseSchema = ZMoneyRequestSchema;

export type TCreateMoneyRequestRequest = z.input<typeof ZCreateMoneyRequestRequestSchema>;
export type TCreateMoneyRequestResponse = z.infer<typeof ZCreateMoneyRequestResponseSchema>;
