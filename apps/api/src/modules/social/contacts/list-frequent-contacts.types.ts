import { z } from 'zod';
import { ZEmptyRequestSchema } from '../social-inputs';

const ZContactSchema = z.object({
  /** The user id when the contact has an account; "contact-<n>" for a saved contact without one. */
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  /** Null when not the user's to see (no completed payment, friendship or saved contact). */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  username: z.string().nullable(),
  profileImage: z.string().nullable(),
  lastTransactionDate: z.string().nullable(),
  isFrequent: z.boolean(),
});

export const ZListFrequentContactsRequestSchema = ZEmptyRequestSchema;
/** Up to 10 ranked people (isFrequent), then saved contacts. */
export const ZListFrequentContactsResponseSchema = z.array(ZContactSchema);

export type TContact = z.infer<typeof ZContactSchema>;
export type TListFrequentContactsResponse = z.infer<typeof ZListFrequentContactsResponseSchema>;
