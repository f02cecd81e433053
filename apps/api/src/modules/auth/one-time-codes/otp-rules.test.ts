import { describe, expect, it } from 'vitest';
import { generateOtp, hashOtp, judgeCodeAttempt, otpMatches, resendWaitSeconds, type StoredCode } from './otp-rules';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const sentAt = new Date(Date.UTC(2026, 10, 22, 9, 0, 0));
const at = (ms: number) => new Date(sentAt.getTime() + ms);
const binding = { purpose: 'signup' as const, identifier: '+233241234567' };

function code(overrides: Partial<StoredCode> = {}): StoredCode {
  return {
    codeHash: hashOtp(SECRET, binding, '123456'),
    attempts: 0,
    maxAttempts: 5,
    expiresAt: at(10 * 60_000),
    consumedAt: null,
    ...overrides,
  };
}

describe('generateOtp', () => {
  it('makes six digits, keeping leading zeros', () => {
    expect(generateOtp(() => 42)).toBe('000042');
    expect(generateOtp(() => 999_999)).toBe('999999');
    for (let i = 0; i < 200; i++) expect(generateOtp()).toMatch(/^\d{6}$/);
  });
  it('asks the random source for the whole range 000000-999999', () => {
    let range: [number, number] | undefined;
    generateOtp((min, max) => {
      range = [min, max];
      return min;
    });
    expect(range).toEqual([0, 1_000_000]);
  });
});

describe('hashOtp / otpMatches', () => {
  it('stores no digits and binds the code to its purpose and identifier', () => {
    const hash = hashOtp(SECRET, binding, '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(otpMatches(SECRET, binding, '123456', hash)).toBe(true);
    expect(otpMatches(SECRET, binding, '123457', hash)).toBe(false);
    expect(otpMatches(SECRET, { ...binding, identifier: '+233241234568' }, '123456', hash)).toBe(false);
    expect(otpMatches(SECRET, { ...binding, purpose: 'password_reset' }, '123456', hash)).toBe(false);
    expect(otpMatches('another-secret-another-secret-000000', binding, '123456', hash)).toBe(false);
  });
});

describe('judgeCodeAttempt', () => {
  it('accepts the right code before it expires and consumes it', () => {
    expect(judgeCodeAttempt(code(), true, at(9 * 60_000))).toEqual({ outcome: 'accepted', patch: { consumedAt: at(9 * 60_000) } });
  });
  it('refuses it from the 10th minute on, even when right', () => {
    expect(judgeCodeAttempt(code(), true, at(10 * 60_000 - 1)).outcome).toBe('accepted');
    expect(judgeCodeAttempt(code(), true, at(10 * 60_000)).outcome).toBe('expired');
  });
  it('works once: a consumed code is used', () => {
    expect(judgeCodeAttempt(code({ consumedAt: at(1000) }), true, at(2000))).toEqual({ outcome: 'used' });
  });
  it('counts wrong tries and locks the code after the fifth', () => {
    let stored = code();
    const left: number[] = [];
    for (let i = 0; i < 5; i++) {
      const result = judgeCodeAttempt(stored, false, at(1000));
      if (result.outcome !== 'wrong') throw new Error(`expected wrong, got ${result.outcome}`);
      left.push(result.attemptsLeft);
      stored = { ...stored, ...result.patch };
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect(judgeCodeAttempt(stored, true, at(1000))).toEqual({ outcome: 'locked' });
  });
  it('says missing when no code was sent', () => {
    expect(judgeCodeAttempt(undefined, false, at(0))).toEqual({ outcome: 'missing' });
  });
});

describe('resendWaitSeconds', () => {
  it('waits 60 seconds after the last code', () => {
    expect(resendWaitSeconds(undefined, at(0))).toBe(0);
    expect(resendWaitSeconds(sentAt, at(0))).toBe(60);
    expect(resendWaitSeconds(sentAt, at(59_001))).toBe(1);
    expect(resendWaitSeconds(sentAt, at(60_000))).toBe(0);
  });
});
