import { z } from 'zod';

export const ZGetConsentRequestSchema = z.object({});
export const ZConsentResponseSchema = z.object({
  /** The version in force today. */
  currentVersion: z.string(),
  /** The version this person accepted, or null if never. */
  acceptedVersion: z.string().nullable(),
  acceptedAt: z.coerce.date().nullable(),
  /** True when the person has to accept the current version. */
  needsAcceptance: z.boolean(),
});
export const ZAcceptTermsRequestSchema = z.object({
  version: z.string({ error: 'Choose the version you accept' }).max(32, 'Unknown version'),
});

export type TConsentResponse = z.infer<typeof ZConsentResponseSchema>;
export type TAcceptTermsRequest = z.infer<typeof ZAcceptTermsRequestSchema>;
