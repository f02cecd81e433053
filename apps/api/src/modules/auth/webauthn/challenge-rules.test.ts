import { describe, expect, it } from 'vitest';
import { CHALLENGE_TTL_MS, freshChallenge } from './challenge-rules';

const at = Date.UTC(2026, 10, 22, 10, 0, 0);

describe('freshChallenge', () => {
  it('returns the challenge of the matching ceremony within 5 minutes', () => {
    const stored = { kind: 'authentication' as const, challenge: 'abc', at };
    expect(freshChallenge(stored, 'authentication', at + CHALLENGE_TTL_MS - 1)).toBe('abc');
    expect(freshChallenge(stored, 'authentication', at + CHALLENGE_TTL_MS)).toBeNull();
  });
  it('never lends a registration challenge to a sign-in (or back)', () => {
    expect(freshChallenge({ kind: 'registration', challenge: 'abc', at }, 'authentication', at)).toBeNull();
    expect(freshChallenge(undefined, 'registration', at)).toBeNull();
  });
});
