import { APP_NAME } from '@ghanapay/validators';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { AppError } from '../../../errors';
import type { AppDeps } from '../../../deps';
import { findUserById } from '../user-repository';
import { CHALLENGE_TTL_MS } from './challenge-rules';
import type { RelyingParty } from './relying-party';
import { findCredentialById, insertCredential, listCredentialsOfUser, recordCredentialUse } from './webauthn-credential-repository';

export const CHALLENGE_EXPIRED_MESSAGE = 'Session expired. Please refresh the page and try again.';
const UNKNOWN_PASSKEY_MESSAGE = `This passkey is not registered with ${APP_NAME}. Sign in with your password, then add it again.`;

/** The WebAuthn user handle: the user's id as UTF-8 bytes, so an assertion names its owner. */
function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(userId);
}

/** Options for adding a discoverable passkey (Face ID / Touch ID / Windows Hello) to the signed-in user. */
export async function createRegistrationOptions(deps: AppDeps, userId: string, rp: RelyingParty) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'You are not signed in');
  const existing = await listCredentialsOfUser(deps.db, userId);
  return generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userID: userHandleOf(user.id),
    userName: user.username,
    userDisplayName: `${user.firstName} ${user.lastName}`,
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

export async function registerPasskey(
  deps: AppDeps,
  input: { userId: string; response: RegistrationResponseJSON; expectedChallenge: string; rp: RelyingParty },
): Promise<void> {
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: input.expectedChallenge,
      expectedOrigin: input.rp.origin,
      expectedRPID: input.rp.rpID,
      requireUserVerification: true,
    });
  } catch (error) {
    throw new AppError('VALIDATION_FAILED', `Passkey registration failed: ${(error as Error).message}`);
  }
  if (!verification.verified) throw new AppError('VALIDATION_FAILED', 'Passkey registration failed');
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const inserted = await insertCredential(deps.db, {
    id: credential.id,
    userId: input.userId,
    publicKey: Buffer.from(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
  });
  if (!inserted) throw new AppError('ALREADY_EXISTS', 'This passkey is already registered');
}

/** Options for signing in with any discoverable passkey of this site (no user named up front). */
export function createAuthenticationOptions(rp: RelyingParty) {
  return generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'required', timeout: CHALLENGE_TTL_MS });
}

/** Verifies an assertion against the stored credential and returns the user it signs in. */
export async function authenticateWithPasskey(
  deps: AppDeps,
  input: { response: AuthenticationResponseJSON; expectedChallenge: string; rp: RelyingParty },
): Promise<string> {
  const stored = await findCredentialById(deps.db, input.response.id);
  if (!stored) throw new AppError('INVALID_CREDENTIALS', UNKNOWN_PASSKEY_MESSAGE);
  const userHandle = input.response.response.userHandle;
  if (userHandle && userHandle !== isoBase64URL.fromBuffer(userHandleOf(stored.userId))) {
    throw new AppError('INVALID_CREDENTIALS', UNKNOWN_PASSKEY_MESSAGE);
  }
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: input.expectedChallenge,
      expectedOrigin: input.rp.origin,
      expectedRPID: input.rp.rpID,
      credential: {
        id: stored.id,
        publicKey: new Uint8Array(stored.publicKey),
        counter: Number(stored.counter),
        transports: stored.transports,
      },
      requireUserVerification: true,
    });
  } catch (error) {
    throw new AppError('INVALID_CREDENTIALS', `Passkey verification failed: ${(error as Error).message}`);
  }
  if (!verification.verified) throw new AppError('INVALID_CREDENTIALS', 'Passkey verification failed');
  await recordCredentialUse(deps.db, stored.id, verification.authenticationInfo.newCounter, deps.now());
  return stored.userId;
}
