import type { Database } from '@ghanapay/db';
import { AppError } from '../../../errors';
import { hashUssdPin, verifyUssdPin } from './ussd-pin-hashing';
import { clearUssdPinFailures, findUssdPin, recordUssdPinFailure, upsertUssdPin } from './ussd-pin-repository';

/** Three wrong PINs lock USSD money actions until the person sets a new PIN. */
export const USSD_PIN_MAX_ATTEMPTS = 3;
export const USSD_PIN_PATTERN = /^\d{4}$/;
export const USSD_PIN_MESSAGE = 'PIN must be 4 digits';

export type PinCheck = { outcome: 'ok' } | { outcome: 'wrong'; triesLeft: number } | { outcome: 'locked' } | { outcome: 'missing' };

export interface UssdPinStatus {
  hasPin: boolean;
  locked: boolean;
}

export async function ussdPinStatus(db: Database, userId: string): Promise<UssdPinStatus> {
  const pin = await findUssdPin(db, userId);
  return { hasPin: Boolean(pin), locked: Boolean(pin?.lockedAt) };
}

/** Sets (or resets) the PIN: only its peppered argon2id hash is kept; a lock is lifted. */
export async function setUssdPin(db: Database, pepper: Buffer, userId: string, pin: string, now: Date): Promise<void> {
  if (!USSD_PIN_PATTERN.test(pin)) throw new AppError('VALIDATION_FAILED', USSD_PIN_MESSAGE);
  await upsertUssdPin(db, userId, await hashUssdPin(pin, pepper), now);
}

/** One try at the PIN. A locked PIN is refused without being checked (so a lock cannot be guessed past). */
export async function checkUssdPin(db: Database, pepper: Buffer, userId: string, pin: string, now: Date): Promise<PinCheck> {
  const stored = await findUssdPin(db, userId);
  if (!stored) return { outcome: 'missing' };
  if (stored.lockedAt) return { outcome: 'locked' };
  const verdict = USSD_PIN_PATTERN.test(pin) ? await verifyUssdPin(stored.pinHash, pin, pepper) : null;
  if (verdict?.matches) {
    // A hash from before peppering is replaced by a peppered one the first time the PIN is right.
    if (verdict.rehash) await upsertUssdPin(db, userId, await hashUssdPin(pin, pepper), now);
    else if (stored.failedAttempts > 0) await clearUssdPinFailures(db, userId);
    return { outcome: 'ok' };
  }
  const after = await recordUssdPinFailure(db, userId, USSD_PIN_MAX_ATTEMPTS, now);
  if (!after || after.lockedAt) return { outcome: 'locked' };
  return { outcome: 'wrong', triesLeft: USSD_PIN_MAX_ATTEMPTS - after.failedAttempts };
}
