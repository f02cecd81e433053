import { z } from 'zod';
import { zRecordId } from '@ghanapay/validators';
import { ZTransactionSchema } from '../transaction-dto';

export const ZGetTransactionRequestSchema = z.object({ id: zRecordId('transaction') });
export const ZGetTransactionResponseSchema = ZTransactionSchema;

export type TGetTransactionRequest = z.input<typeof ZGetTransactionRequestSchema>;
export type TGetTransactionResponse = z.infer<typeof ZGetTransactionResponseSchema>;
