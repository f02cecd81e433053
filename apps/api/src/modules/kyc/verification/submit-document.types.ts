import { KYC_MESSAGES, zKycSubmittableType } from '@ghanapay/validators';
import { z } from 'zod';

export const ZSubmitDocumentRequestSchema = z
  .object({
    /** New submissions: the Ghana Card only (Bank of Ghana); older passport and licence records stay readable. */
    documentType: zKycSubmittableType,
    documentNumber: z
      .string({ error: KYC_MESSAGES.documentNumber })
      .trim()
      .min(1, KYC_MESSAGES.documentNumber)
      .max(40, KYC_MESSAGES.documentNumber),
    /** What POST /api/kyc/images answered for the document photo: "/api/kyc/images/{id}". */
    documentImageUrl: z.string({ error: KYC_MESSAGES.missing }).min(1, KYC_MESSAGES.missing).max(200, KYC_MESSAGES.missing),
    /** The same for the selfie. */
    selfieImageUrl: z.string({ error: 'Please take or upload a selfie' }).min(1, 'Please take or upload a selfie').max(200),
  })
  .strict();

export const ZSubmitDocumentResponseSchema = z.object({
  verified: z.boolean(),
  status: z.enum(['verified', 'pending', 'rejected']),
  documentId: z.string(),
  message: z.string(),
  verificationScore: z.number(),
  riskLevel: z.enum(['LOW', 'MEDIUM', 'HIGH']),
  biometricMatchScore: z.number().nullable(),
  verificationIssues: z.array(z.string()),
});

export type TSubmitDocumentRequest = z.input<typeof ZSubmitDocumentRequestSchema>;
export type TSubmitDocumentResponse = z.infer<typeof ZSubmitDocumentResponseSchema>;
