import { APP_NAME } from '@ghanapay/validators';
import type { Database } from '@ghanapay/db';
import { AppError } from '../../../errors';
import { findBlocksBetween } from '../blocks/block-repository';
import { findSocialUser } from '../profiles/profile-repository';
import { fullName } from '../social-user';
import { createQrPayload, deriveQrKey, verifyQrPayload } from './qr-code';

export interface MyQrCode {
  payload: string;
  userId: string;
  username: string;
  name: string;
}

export async function generateQrCode(db: Database, sessionSecret: string, userId: string): Promise<MyQrCode> {
  const user = await findSocialUser(db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'You are not signed in');
  return { payload: createQrPayload(deriveQrKey(sessionSecret), user), userId: user.id, username: user.username, name: fullName(user) };
}

export interface QrPayee {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  profileImageUrl: string | null;
}

/** The user a scanned code names, for the send screen. The username is read fresh (it may have changed). */
export async function verifyQrCode(db: Database, sessionSecret: string, scannerId: string, payload: string): Promise<QrPayee> {
  const result = verifyQrPayload(deriveQrKey(sessionSecret), payload);
  if (!result.ok) {
    throw new AppError(
      'VALIDATION_FAILED',
      result.reason === 'not-ours' ? `This QR code is not a ${APP_NAME} code` : 'This QR code has been tampered with',
    );
  }
  if (result.userId === scannerId) throw new AppError('VALIDATION_FAILED', 'This is your own QR code');
  const user = await findSocialUser(db, result.userId);
  // A payee who blocked the scanner is as unknown to them as elsewhere.
  if (!user || (await findBlocksBetween(db, scannerId, user.id)).bBlockedA)
    throw new AppError('NOT_FOUND', `This ${APP_NAME} user no longer exists`);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    profileImageUrl: user.profileImageUrl,
  };
}
