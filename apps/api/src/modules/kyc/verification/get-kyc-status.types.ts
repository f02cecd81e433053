import { z } from 'zod';
import { ZKycDocumentSchema } from '../kyc-dto';

export const ZGetKycStatusRequestSchema = z.object({});
export const ZGetKycStatusResponseSchema = z.object({
  isVerified: z.boolean(),
  /** The Bank of Ghana tier the person's limits follow. */
  kycTier: z.enum(['minimum', 'medium', 'enhanced']),
  /** The person reviews others' submissions (the review screen is theirs). */
  canReview: z.boolean(),
  documents: z.array(ZKycDocumentSchema),
});

export type TGetKycStatusResponse = z.infer<typeof ZGetKycStatusResponseSchema>;
