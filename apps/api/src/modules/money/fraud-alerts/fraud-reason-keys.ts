import { FRAUD_REASON_KEYS, fraudReasonOf } from '@ghanapay/fraud';
import { z } from 'zod';

/**
 * Fraud reasons and alert sentences as keys and values beside the stored English (which REST clients
 * and older rows keep): the web writes them in the person's language (docs/decisions.md "Languages (web)").
 */
const ZFraudReasonSchema = z.object({
  key: z.enum(FRAUD_REASON_KEYS),
  /** `count`, `amount` (2-decimal cedis), `percent`, `hour` ("02"), as the reason has them. */
  values: z.object({
    count: z.number().int().optional(),
    amount: z.string().optional(),
    percent: z.number().int().optional(),
    hour: z.string().optional(),
  }),
});

/** Each stored reason's key, in order; null where the sentence is not one the fraud checks write. */
export const ZFraudReasonKeysSchema = z.array(ZFraudReasonSchema.nullable());

export const fraudReasonKeys = (reasons: readonly string[]) => reasons.map(fraudReasonOf);

export const ZAlertMessagePartsSchema = z
  .object({
    key: z.enum(['payment_stopped', 'payment_unusual']),
    /** 2-decimal cedis. */
    amount: z.string(),
    recipient: z.string(),
    /** The first reason as the sentence has it, and its key (null: shown as written). */
    reason: z.string(),
    reasonKey: ZFraudReasonSchema.nullable(),
  })
  .nullable();
export type TAlertMessageParts = z.infer<typeof ZAlertMessagePartsSchema>;

const SENTENCES = [
  { key: 'payment_stopped', pattern: /^We stopped a payment of ₵([\d,]+\.\d{2}) to (.+?): (.+)$/s },
  { key: 'payment_unusual', pattern: /^A payment of ₵([\d,]+\.\d{2}) to (.+?) looked unusual: (.+)$/s },
] as const;

/**
 * An alert's sentence (fraud-assessment.ts `fraudAlertFor` writes it) in parts: its kind, amount,
 * recipient and first reason; null for a sentence of another shape. The reason is the alert's first
 * risk factor, so the recipient is what lies between the amount and it.
 */
export function alertMessageParts(alertMessage: string, riskFactors: readonly string[]): TAlertMessageParts {
  const reason = riskFactors[0] ?? 'Suspicious activity detected';
  for (const { key, pattern } of SENTENCES) {
    const suffix = key === 'payment_stopped' ? `: ${reason}` : ` looked unusual: ${reason}`;
    const found = pattern.exec(alertMessage);
    if (!found || !alertMessage.endsWith(suffix)) continue;
    const head = alertMessage.slice(0, alertMessage.length - suffix.length);
    const recipient = head.slice(head.indexOf(' to ', head.indexOf('₵')) + 4);
    return { key, amount: found[1]!.replace(/,/g, ''), recipient, reason, reasonKey: fraudReasonOf(reason) };
  }
  return null;
}
