import { zAmount, zRecordId } from '@ghanapay/validators';
import { z } from 'zod';
import { ZTransactionSchema } from '../transaction-dto';
import { ZWaitingSchema } from '../waiting-payments/waiting-payment.types';

const ZPersonSchema = z.object({ id: z.string(), username: z.string(), name: z.string() });

export const ZGuardianSchema = z.object({
  /** The friend who must approve my payments above `threshold` now; null: none. */
  guardian: ZPersonSchema.nullable(),
  threshold: z.string().nullable(),
  /** A change waiting its 24 hours (guardian null: the guardian is being removed). */
  pending: z.object({ guardian: ZPersonSchema.nullable(), threshold: z.string().nullable(), effectiveAt: z.string() }).nullable(),
});

export const ZSetGuardianRequestSchema = z.object({
  guardianUsername: z
    .string({ error: 'Choose a friend by their username' })
    .trim()
    .min(1, 'Choose a friend by their username')
    .max(64, 'Choose a friend by their username'),
  /** Payments above this wait for the guardian. */
  threshold: zAmount.refine((p) => p >= 100n && p <= 2_500_000n, { message: 'The amount is from ₵1.00 to ₵25,000.00' }),
});

const ZGuardianRequestSchema = ZTransactionSchema.extend({ waiting: ZWaitingSchema });

export const ZGuardianRequestsResponseSchema = z.object({ requests: z.array(ZGuardianRequestSchema) });

export const ZGuardianDecisionRequestSchema = z.object({ id: zRecordId('payment') });

export type TGuardian = z.infer<typeof ZGuardianSchema>;
