/** A WebAuthn ceremony must finish within 5 minutes of its options; each challenge works once. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export interface StoredChallenge {
  kind: 'registration' | 'authentication';
  challenge: string;
  at: number;
}

export function freshChallenge(stored: StoredChallenge | undefined, kind: StoredChallenge['kind'], nowMs: number): string | null {
  if (!stored || stored.kind !== kind) return null;
  if (nowMs - stored.at >= CHALLENGE_TTL_MS) return null;
  return stored.challenge;
}
