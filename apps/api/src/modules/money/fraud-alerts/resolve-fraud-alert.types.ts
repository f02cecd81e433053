import { z } from 'zod';
import { ZFraudAlertSchema } from './fraud-alert-dto';
import { zRecordId } from '@ghanapay/validators';

export const ZResolveFraudAlertRequestSchema = z.object({ id: zRecordId('alert') });
export const ZResolveFraudAlertResponseSchema = ZFraudAlertSchema;

export type TResolveFraudAlertRequest = z.input<typeof ZResolveFraudAlertRequestSchema>;
export type TResolveFraudAlertResponse = z.infer<typeof ZResolveFraudAlertResponseSchema>;
