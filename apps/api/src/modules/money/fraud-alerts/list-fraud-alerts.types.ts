import { z } from 'zod';
import { ZFraudAlertSchema } from './fraud-alert-dto';

export const ZListFraudAlertsRequestSchema = z.object({}).optional();
export const ZListFraudAlertsResponseSchema = z.array(ZFraudAlertSchema);

export type TListFraudAlertsResponse = z.infer<typeof ZListFraudAlertsResponseSchema>;
