import { riskLevelFromScore } from '@ghanapay/fraud';
import { toCedisString } from '@ghanapay/money';
import { z } from 'zod';
import type { FraudAlertRow } from './fraud-alert-repository';
import { alertMessageParts, fraudReasonKeys, ZAlertMessagePartsSchema, ZFraudReasonKeysSchema } from './fraud-reason-keys';

export const ZFraudAlertSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  transactionId: z.number().int().nullable(),
  alertType: z.string(),
  alertMessage: z.string(),
  /** The same sentence in parts, for a screen in another language; null for an older sentence. */
  alertMessageParts: ZAlertMessagePartsSchema,
  /** 0-100; above 70 High (red), above 30 Medium (yellow), else Low (green). */
  riskScore: z.number().int(),
  riskLevel: z.enum(['High', 'Medium', 'Low']),
  riskFactors: z.array(z.string()),
  riskFactorKeys: ZFraudReasonKeysSchema,
  /** Cedis with 2 decimals. */
  transactionAmount: z.string().nullable(),
  recipientId: z.string().nullable(),
  description: z.string().nullable(),
  mlInsights: z.string().nullable(),
  confidence: z.number(),
  isResolved: z.boolean(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});

export type TFraudAlert = z.infer<typeof ZFraudAlertSchema>;

export function toFraudAlertDto(row: FraudAlertRow): TFraudAlert {
  return {
    id: Number(row.id),
    userId: row.userId,
    transactionId: row.transactionId === null ? null : Number(row.transactionId),
    alertType: row.alertType,
    alertMessage: row.alertMessage,
    alertMessageParts: alertMessageParts(row.alertMessage, row.riskFactors),
    riskScore: row.riskScore,
    riskLevel: riskLevelFromScore(row.riskScore).level,
    riskFactors: row.riskFactors,
    riskFactorKeys: fraudReasonKeys(row.riskFactors),
    transactionAmount: row.transactionAmountPesewas === null ? null : toCedisString(BigInt(row.transactionAmountPesewas)),
    recipientId: row.recipientId,
    description: row.description,
    mlInsights: typeof row.mlInsights === 'string' ? row.mlInsights : row.mlInsights === null ? null : JSON.stringify(row.mlInsights),
    confidence: row.confidence,
    isResolved: row.isResolved,
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
