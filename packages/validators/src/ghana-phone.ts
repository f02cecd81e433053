import { z } from 'zod';
import { normalizeGhanaPhone } from './ghana-phone-normalize';

export { normalizeGhanaPhone } from './ghana-phone-normalize';

/** The sign-up phone rule, with the spec's messages. Output is E.164. */
export const zGhanaPhone = z
  .string()
  .trim()
  .min(10, 'Phone number must be at least 10 digits')
  .max(13, 'Phone number too long')
  .refine((value) => normalizeGhanaPhone(value) !== null, {
    message: 'Enter a valid Ghana phone number (e.g., 0241234567 or +233241234567)',
  })
  .transform((value) => normalizeGhanaPhone(value)!);
