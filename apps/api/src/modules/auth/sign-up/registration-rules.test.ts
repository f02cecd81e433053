import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors';
import { proveRegistrationContact, REGISTRATION_PROOF_TTL_MS } from './registration-rules';

const now = Date.UTC(2026, 10, 22, 10, 0, 0);
const phone = { channel: 'sms' as const, identifier: '+233241234567', at: now - 60_000 };
const email = { channel: 'email' as const, identifier: 'ama@example.com', at: now - 60_000 };

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('FORBIDDEN');
    return (error as AppError).message;
  }
  throw new Error('expected a refusal');
}

describe('proveRegistrationContact', () => {
  it('uses the verified phone, whether or not the form repeats it', () => {
    const proved = { phoneNumber: '+233241234567', phoneVerified: true, emailVerified: false };
    expect(proveRegistrationContact(phone, { phoneNumber: '+233241234567', email: 'x@example.com' }, now)).toEqual(proved);
    expect(proveRegistrationContact(phone, { email: 'x@example.com' }, now)).toEqual(proved);
  });
  it('marks the e-mail verified when that was what the person proved', () => {
    expect(proveRegistrationContact(email, { email: 'ama@example.com' }, now)).toEqual({
      phoneNumber: null,
      phoneVerified: false,
      emailVerified: true,
    });
  });
  it('refuses without proof, with another phone or e-mail, or with an unproved phone', () => {
    expect(refusal(() => proveRegistrationContact(undefined, { email: 'a@example.com' }, now))).toBe(
      'Please verify your phone number or email address first.',
    );
    expect(refusal(() => proveRegistrationContact(phone, { phoneNumber: '+233241234568', email: 'a@example.com' }, now))).toBe(
      'Please verify this phone number first.',
    );
    expect(refusal(() => proveRegistrationContact(email, { email: 'other@example.com' }, now))).toBe(
      'Please verify this email address first.',
    );
    expect(refusal(() => proveRegistrationContact(email, { phoneNumber: '+233241234567', email: 'ama@example.com' }, now))).toBe(
      'Please verify this phone number first.',
    );
  });
  it('accepts proof up to 30 minutes old, not older', () => {
    expect(() =>
      proveRegistrationContact({ ...phone, at: now - REGISTRATION_PROOF_TTL_MS }, { email: 'a@example.com' }, now),
    ).not.toThrow();
    expect(
      refusal(() => proveRegistrationContact({ ...phone, at: now - REGISTRATION_PROOF_TTL_MS - 1 }, { email: 'a@example.com' }, now)),
    ).toBe('Your verification has expired. Please verify your phone number again.');
  });
});
