import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Computed once at start-up, so even the first unknown-user attempt costs one verification only.
const DUMMY_HASH = hashPassword('no account has this password; it only spends the same time');

/**
 * Checks a password. With no stored hash (unknown user, or an account without a password) it still
 * runs one argon2 verification against a dummy hash, so the answer takes as long either way.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
