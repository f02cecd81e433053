import { personNameProblem } from '@ghanapay/validators';
import { z } from 'zod';
import { ZPublicUserSchema } from '../public-user';

/** The document's single-field profile edit: exactly one of the four fields, with its messages. */
const PROFILE_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  usernameShort: 'Username must be at least 3 characters',
  usernameChars: 'Username can only contain letters, numbers, and underscores',
  email: 'Valid email is required',
  oneField: 'Change one field at a time: firstName, lastName, username or email',
} as const;

const zRequiredName = (message: string, label: string) =>
  z
    .string({ error: message })
    .superRefine((value, ctx) => {
      const problem = personNameProblem(value, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
    })
    .trim()
    .min(1, message)
    .max(60, 'This name is too long');

export const ZUpdateProfileRequestSchema = z
  .object({
    firstName: zRequiredName(PROFILE_MESSAGES.firstName, 'First name').optional(),
    lastName: zRequiredName(PROFILE_MESSAGES.lastName, 'Last name').optional(),
    username: z
      .string({ error: PROFILE_MESSAGES.usernameShort })
      .trim()
      .min(3, PROFILE_MESSAGES.usernameShort)
      .max(30, 'Username must be at most 30 characters')
      .regex(/^[A-Za-z0-9_]+$/, PROFILE_MESSAGES.usernameChars)
      .transform((v) => v.toLowerCase())
      .optional(),
    email: z.string({ error: PROFILE_MESSAGES.email }).trim().toLowerCase().email(PROFILE_MESSAGES.email).max(254).optional(),
  })
  .strict()
  .refine((input) => Object.values(input).filter((v) => v !== undefined).length === 1, { message: PROFILE_MESSAGES.oneField });

export const ZUpdateProfileResponseSchema = ZPublicUserSchema.extend({ message: z.string() });
