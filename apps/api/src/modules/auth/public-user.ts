import type { Database } from '@ghanapay/db';
import { toCedisString } from '@ghanapay/money';
import { DEFAULT_LANGUAGE, zLanguage, type Language } from '@ghanapay/validators';
import { z } from 'zod';
import { AppError } from '../../errors';
import { findUserById, type UserRecord } from './user-repository';

/** The user as every client sees themself. Never the password hash. */
export const ZPublicUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** The spec's clients also read `phone`. */
  phone: z.string().nullable(),
  username: z.string(),
  /** Cedis with 2 decimals, from the wallet's ledger account. */
  walletBalance: z.string(),
  authProvider: z.string(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  isVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The language they chose (Settings, sign-up or USSD): en, tw, ee, ha or fr. */
  language: zLanguage,
});

export type TPublicUser = z.infer<typeof ZPublicUserSchema>;

function toPublicUser(user: UserRecord): TPublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    phoneNumber: user.phoneNumber,
    phone: user.phoneNumber,
    username: user.username,
    walletBalance: toCedisString(BigInt(user.walletBalancePesewas ?? 0)),
    authProvider: user.authProvider,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
    isVerified: user.isVerified,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    language: (user.language as Language | null) ?? DEFAULT_LANGUAGE,
  };
}

export async function loadPublicUser(db: Database, userId: string): Promise<TPublicUser> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'You are not signed in');
  return toPublicUser(user);
}
