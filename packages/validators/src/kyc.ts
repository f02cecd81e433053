import { z } from 'zod';
import { KYC_DOCUMENT_TYPES, KYC_MESSAGES, KYC_SUBMITTABLE_TYPES } from './kyc-rules';

export * from './kyc-rules';

export const zKycDocumentType = z.enum(KYC_DOCUMENT_TYPES, { error: KYC_MESSAGES.documentType });
/** A new submission's type: the Ghana Card only. */
export const zKycSubmittableType = z.enum(KYC_SUBMITTABLE_TYPES, { error: KYC_MESSAGES.ghanaCardOnly });
