import { z } from 'zod';

/** A submitted document as its owner sees it: the type as stored (the screen shows it with spaces). */
export const ZKycDocumentSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(['pending', 'verified', 'rejected']),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
  /** A reviewer's reason, shown with a rejection. */
  reason: z.string().nullable(),
});

export function toKycDocumentDto(row: {
  id: string;
  documentType: string;
  verificationStatus: string;
  createdAt: Date;
  verifiedAt: Date | null;
  reviewReason: string | null;
}): z.infer<typeof ZKycDocumentSchema> {
  return {
    id: String(row.id),
    type: row.documentType,
    status: row.verificationStatus as 'pending' | 'verified' | 'rejected',
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    reason: row.reviewReason,
  };
}
