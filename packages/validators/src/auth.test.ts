import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  zCompleteRegistrationInput,
  zLoginInput,
  zResetPasswordInput,
  zSendVerificationInput,
  zUsername,
  zVerificationCode,
  zVerifyCodeInput,
} from './auth';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]!.message;
}

const registration = {
  phoneNumber: '0241234567',
  firstName: 'Ama',
  lastName: 'Mensah',
  email: 'ama@example.com',
  username: 'ama_mensah',
  password: 'long-enough',
  confirmPassword: 'long-enough',
};

describe('sign-up step 1 (zSendVerificationInput)', () => {
  it('takes a phone or an email in phoneNumber and says which', () => {
    expect(zSendVerificationInput.parse({ phoneNumber: '024 123 4567' })).toEqual({
      phoneNumber: { channel: 'sms', identifier: '+233241234567' },
    });
    expect(zSendVerificationInput.parse({ phoneNumber: 'Ama@Example.com' })).toEqual({
      phoneNumber: { channel: 'email', identifier: 'ama@example.com' },
    });
  });
  it('gives the spec messages', () => {
    expect(firstMessage(zSendVerificationInput, { phoneNumber: '' })).toBe('Please enter a phone number or email address');
    expect(firstMessage(zSendVerificationInput, { phoneNumber: '02412' })).toBe('Please enter a valid Ghana phone number');
    expect(firstMessage(zSendVerificationInput, { phoneNumber: 'ama@example' })).toBe('Please enter a valid email address');
  });
});

describe('sign-up step 2 (verification code)', () => {
  it('needs exactly 6 digits', () => {
    expect(zVerificationCode.parse(' 012345 ')).toBe('012345');
    for (const bad of ['12345', '1234567', '12a456', ''])
      expect(firstMessage(zVerificationCode, bad)).toBe('Verification code must be 6 digits');
  });
  it('accepts the target as phoneNumber or email', () => {
    expect(zVerifyCodeInput.parse({ email: 'ama@example.com', verificationCode: '123456' }).email).toEqual({
      channel: 'email',
      identifier: 'ama@example.com',
    });
  });
});

describe('sign-up step 4 (zCompleteRegistrationInput)', () => {
  it('normalizes what it accepts', () => {
    expect(zCompleteRegistrationInput.parse({ ...registration, username: 'Ama_Mensah', email: 'AMA@example.com' })).toMatchObject({
      phoneNumber: '+233241234567',
      username: 'ama_mensah',
      email: 'ama@example.com',
    });
  });
  it('lets the phone be left out (e-mail sign-up)', () => {
    expect(zCompleteRegistrationInput.parse({ ...registration, phoneNumber: '' }).phoneNumber).toBeUndefined();
  });
  it.each([
    [{ firstName: 'A' }, 'First name must be at least 2 characters'],
    [{ lastName: ' B ' }, 'Last name must be at least 2 characters'],
    [{ email: 'ama' }, 'Please enter a valid email address'],
    [{ username: 'ama' }, 'Username must be 5-30 characters'],
    [{ username: 'a'.repeat(31) }, 'Username must be 5-30 characters'],
    [{ username: 'ama-mensah' }, 'Username can only contain letters, numbers, and underscores'],
    [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ confirmPassword: 'long-enougH' }, "Passwords don't match"],
  ])('refuses %j with the spec message', (change, message) => {
    expect(firstMessage(zCompleteRegistrationInput, { ...registration, ...change })).toBe(message);
  });
  it('reports the mismatch on the confirm field', () => {
    const result = zCompleteRegistrationInput.safeParse({ ...registration, confirmPassword: 'nope-nope' });
    expect(result.success ? [] : result.error.issues[0]!.path).toEqual(['confirmPassword']);
  });
});

describe('zUsername', () => {
  it('lower-cases', () => {
    expect(zUsername.parse('Kofi_Boateng')).toBe('kofi_boateng');
  });
});

describe('sign-in and reset', () => {
  it('gives the spec messages for missing fields', () => {
    expect(firstMessage(zLoginInput, { loginId: '', password: 'x' })).toBe('Email, phone, or username is required');
    expect(firstMessage(zLoginInput, { loginId: 'ama', password: '' })).toBe('Password is required');
    expect(
      firstMessage(zResetPasswordInput, { loginId: '', code: '123456', newPassword: 'long-enough', confirmPassword: 'long-enough' }),
    ).toBe('Email, phone, or username is required');
  });
});
