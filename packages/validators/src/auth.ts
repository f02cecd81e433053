import { z } from 'zod';
import { normalizeGhanaPhone, zGhanaPhone } from './ghana-phone';
import { personNameProblem } from './person-name';
import { zLanguage } from './language';

export const zEmail = z.string().trim().toLowerCase().email('Please enter a valid email address').max(254);

export const zName = (label: 'First name' | 'Last name') =>
  z
    .string()
    .superRefine((value, ctx) => {
      const problem = personNameProblem(value, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
    })
    .trim()
    .min(2, `${label} must be at least 2 characters`)
    .max(60, `${label} is too long`);

export const zUsername = z
  .string()
  .trim()
  .min(5, 'Username must be 5-30 characters')
  .max(30, 'Username must be 5-30 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores')
  .transform((value) => value.toLowerCase());

export const zPassword = z.string().min(8, 'Password must be at least 8 characters').max(128, 'Password must be at most 128 characters');

export const zVerificationCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Verification code must be 6 digits');

/**
 * Step 1 of sign-up sends a code to a phone number or an email address (the spec's field is named
 * phoneNumber for both). Returns the normalized identifier and its channel.
 */
export const zVerificationTarget = z
  .string()
  .trim()
  .min(1, 'Please enter a phone number or email address')
  .max(254)
  .transform((value, ctx) => {
    if (value.includes('@')) {
      const email = zEmail.safeParse(value);
      if (!email.success) {
        ctx.addIssue({ code: 'custom', message: 'Please enter a valid email address' });
        return z.NEVER;
      }
      return { channel: 'email' as const, identifier: email.data };
    }
    const phone = normalizeGhanaPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid Ghana phone number' });
      return z.NEVER;
    }
    return { channel: 'sms' as const, identifier: phone };
  });

export const zSendVerificationInput = z.object({ phoneNumber: zVerificationTarget });

export const zVerifyCodeInput = z.object({
  phoneNumber: zVerificationTarget.optional(),
  email: zVerificationTarget.optional(),
  verificationCode: zVerificationCode,
});

export const zCompleteRegistrationInput = z
  .object({
    // Absent when the person signed up with an email address at step 1.
    phoneNumber: z.preprocess((v) => (v === '' || v === null ? undefined : v), zGhanaPhone.optional()),
    firstName: zName('First name'),
    lastName: zName('Last name'),
    email: zEmail,
    username: zUsername,
    password: zPassword,
    confirmPassword: z.string(),
    // The language the person chose on the sign-up form; English when left out.
    language: zLanguage.optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const zLoginInput = z.object({
  loginId: z.string().trim().min(1, 'Email, phone, or username is required').max(254),
  password: z.string().min(1, 'Password is required').max(128),
});

export const zForgotPasswordInput = z.object({
  loginId: z.string().trim().min(1, 'Email, phone, or username is required').max(254),
  /** A solved ALTCHA challenge, when the API asked for one (many codes from this address: a carrier's NAT). */
  altcha: z.string().max(2000, 'Invalid proof-of-work').optional(),
});

export const zResetPasswordInput = z
  .object({
    loginId: z.string().trim().min(1, 'Email, phone, or username is required').max(254),
    code: zVerificationCode,
    newPassword: zPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
