import { normalizeGhanaPhone } from '@ghanapay/validators';
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './money-policy';

/** Forms send "" (or null) for a field left empty: that is the same as leaving it out. */
const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

export const zOptionalMessage = z.preprocess(
  blankToUndefined,
  z.string().trim().max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`).optional(),
);

/** Any Ghana spelling (0241234567, +233 24 123 4567, 233241234567) → E.164. */
export const zRecipientPhone = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(20, 'Please enter a valid Ghana phone number')
    .transform((value, ctx) => {
      const phone = normalizeGhanaPhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: 'Please enter a valid Ghana phone number' });
        return z.NEVER;
      }
      return phone;
    })
    .optional(),
);

export const zRecipientEmail = z.preprocess(
  blankToUndefined,
  z.string().trim().toLowerCase().max(254, 'Please enter a valid email address').email('Please enter a valid email address').optional(),
);

/** With or without the @, any case. */
export const zRecipientUsername = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(31, 'Username must be 5-30 characters')
    .transform((value) => value.replace(/^@/, '').toLowerCase())
    .optional(),
);

export const zRecipientId = z.preprocess(blankToUndefined, z.string().trim().max(64).optional());
