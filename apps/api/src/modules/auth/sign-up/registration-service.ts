import { isUniqueViolation } from '@ghanapay/db';
import type { TCompleteRegistrationRequest } from './complete-registration.types';
import { AppError } from '../../../errors';
import type { AppDeps } from '../../../deps';
import { claimHeldPayments } from '../../money';
import { saveLanguage } from '../../notify';
import { hashPassword } from '../password-hashing';
import type { RegistrationContact } from './registration-rules';
import { findTakenFields, insertUserWithWallet } from '../user-repository';

export const TAKEN_MESSAGES = {
  phoneNumber: 'This phone number is already registered',
  email: 'This email is already registered',
  username: 'This username is taken',
} as const;

const UNIQUE_CONSTRAINTS: Record<string, keyof typeof TAKEN_MESSAGES> = {
  users_phone_number_key: 'phoneNumber',
  users_email_key: 'email',
  users_username_key: 'username',
};

/**
 * Creates an account and its wallet. Every sign-up comes through here (the web form and the demo
 * seed alike); the caller has already proved which contact details are verified.
 */
export async function registerUser(deps: AppDeps, input: TCompleteRegistrationRequest, contact: RegistrationContact): Promise<string> {
  const values = { phoneNumber: contact.phoneNumber, email: input.email, username: input.username };
  const taken = await findTakenFields(deps.db, { ...values, emailVerified: contact.emailVerified });
  for (const field of ['phoneNumber', 'email', 'username'] as const) {
    if (taken[field]) throw new AppError('ALREADY_EXISTS', TAKEN_MESSAGES[field], { field });
  }
  const passwordHash = await hashPassword(input.password);
  let userId: string;
  try {
    userId = await insertUserWithWallet(
      deps.db,
      {
        ...values,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        phoneVerified: contact.phoneVerified,
        emailVerified: contact.emailVerified,
      },
      deps.now(),
    );
  } catch (error) {
    // Two sign-ups racing for the same value: the database's unique constraint decides.
    const field = UNIQUE_CONSTRAINTS[(error as { constraint?: string }).constraint ?? ''];
    if (isUniqueViolation(error) && field) throw new AppError('ALREADY_EXISTS', TAKEN_MESSAGES[field], { field });
    throw error;
  }
  if (input.language) await saveLanguage(deps.db, userId, input.language, deps.now());
  // Money sent to this phone or email before the account existed now reaches it. Only details the
  // person proved are used: an unverified email must not collect someone else's money.
  await claimHeldPayments(deps.db, {
    userId,
    phone: contact.phoneVerified ? contact.phoneNumber : null,
    email: contact.emailVerified ? input.email : null,
    now: deps.now(),
  });
  return userId;
}
