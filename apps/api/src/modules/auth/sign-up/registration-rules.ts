import { AppError } from '../../../errors';

/** Step 2 of sign-up proves a phone or email; step 4 must follow within this time. */
export const REGISTRATION_PROOF_TTL_MS = 30 * 60_000;

export interface VerifiedIdentifier {
  channel: 'sms' | 'email';
  identifier: string;
  at: number;
}

export interface RegistrationContact {
  phoneNumber: string | null;
  phoneVerified: boolean;
  emailVerified: boolean;
}

/**
 * Which contact details this sign-up has proved. The phone must be the one this session verified
 * (when the person verified an email instead, no phone may be claimed: an unverified number would
 * lock its real owner out of signing up).
 */
export function proveRegistrationContact(
  verified: VerifiedIdentifier | undefined,
  input: { phoneNumber?: string; email: string },
  nowMs: number,
): RegistrationContact {
  if (!verified) throw new AppError('FORBIDDEN', 'Please verify your phone number or email address first.');
  const what = verified.channel === 'sms' ? 'phone number' : 'email address';
  if (nowMs - verified.at > REGISTRATION_PROOF_TTL_MS) {
    throw new AppError('FORBIDDEN', `Your verification has expired. Please verify your ${what} again.`);
  }
  if (verified.channel === 'sms') {
    if (input.phoneNumber !== undefined && input.phoneNumber !== verified.identifier) {
      throw new AppError('FORBIDDEN', 'Please verify this phone number first.');
    }
    return { phoneNumber: verified.identifier, phoneVerified: true, emailVerified: false };
  }
  if (input.email !== verified.identifier) throw new AppError('FORBIDDEN', 'Please verify this email address first.');
  if (input.phoneNumber !== undefined) throw new AppError('FORBIDDEN', 'Please verify this phone number first.');
  return { phoneNumber: null, phoneVerified: false, emailVerified: true };
}
