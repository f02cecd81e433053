import { createHmac } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * A 4-digit PIN has 10,000 values: no hashing cost keeps a leaked table from giving them up (OWASP's
 * argon2id baseline costs an attacker about 100 core-seconds per PIN). What protects a PIN at rest is
 * a pepper, argon2's `secret`: a key that lives outside the database, so the table alone cannot be
 * searched at all. It is derived from DATA_HMAC_KEY (kept outside the database, required in
 * production, never rotated: docs/decisions.md, "USSD PIN hashes"), under a label of its own.
 *
 * With the pepper doing the protecting, the argon2id cost can be one that a USSD hop affords
 * (about 4 ms of one core instead of 10–30 ms), which matters when hundreds of handsets confirm at once.
 */
const PIN_ARGON2 = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 4_096, timeCost: 3, parallelism: 1 } as const;

/** Marks a peppered hash. A hash without it was made before peppering (OWASP cost, no secret). */
const PEPPERED = 'pepper1:';

const peppers = new Map<string, Buffer>();

/** The PIN pepper for a DATA_HMAC_KEY (base64): HMAC-SHA256 under a label of its own. */
export function ussdPinPepper(fingerprintKeyBase64: string): Buffer {
  let pepper = peppers.get(fingerprintKeyBase64);
  if (!pepper) {
    pepper = createHmac('sha256', Buffer.from(fingerprintKeyBase64, 'base64')).update('ghanapay/ussd-pin-pepper/v1').digest();
    peppers.set(fingerprintKeyBase64, pepper);
  }
  return pepper;
}

export async function hashUssdPin(pin: string, pepper: Buffer): Promise<string> {
  return PEPPERED + (await hash(pin, { ...PIN_ARGON2, secret: pepper }));
}

export interface PinVerdict {
  matches: boolean;
  /** The stored hash predates peppering: store a new one now that the PIN is known. */
  rehash: boolean;
}

export async function verifyUssdPin(storedHash: string, pin: string, pepper: Buffer): Promise<PinVerdict> {
  const peppered = storedHash.startsWith(PEPPERED);
  try {
    const matches = peppered ? await verify(storedHash.slice(PEPPERED.length), pin, { secret: pepper }) : await verify(storedHash, pin);
    return { matches, rehash: matches && !peppered };
  } catch {
    return { matches: false, rehash: false };
  }
}
