import { describe, expect, it } from 'vitest';
import { formatGhanaPhoneLocal } from './format';
import { normalizeGhanaPhone, zGhanaPhone } from './ghana-phone';

describe('normalizeGhanaPhone', () => {
  it.each([
    '0241234567',
    '+233241234567',
    '233241234567',
    '024 123 4567',
    '+233 24 123 4567',
    '233 24 123 4567',
    '024-123-4567',
    '(024) 123 4567',
  ])('reads %j as +233241234567', (input) => {
    expect(normalizeGhanaPhone(input)).toBe('+233241234567');
  });
  it.each(['0302123456', '+233302123456', '0111111111', '0211234567', '0231234567', '0581234567', '0601234567'])(
    'refuses %j: a landline or a range no mobile network uses, where a held payment could never be claimed',
    (input) => {
      expect(normalizeGhanaPhone(input)).toBeNull();
    },
  );
  it.each([
    '0241234567',
    '0251234567',
    '0531234567',
    '0541234567',
    '0551234567',
    '0591234567',
    '0201234567',
    '0501234567',
    '0261234567',
    '0271234567',
    '0561234567',
    '0571234567',
  ])('accepts the mobile prefix of %j', (input) => {
    expect(normalizeGhanaPhone(input)).toBe(`+233${input.slice(1)}`);
  });
  it.each(['024123456', '02412345678', '+23324123456', '+44 20 7946 0958', 'O241234567', '0024123456', '+2330241234567', '', '+233'])(
    'refuses %j',
    (input) => {
      expect(normalizeGhanaPhone(input)).toBeNull();
    },
  );
});

describe('formatGhanaPhoneLocal', () => {
  it('spells E.164 the way people read it', () => {
    expect(formatGhanaPhoneLocal('+233241234567')).toBe('024 123 4567');
  });
});

describe('zGhanaPhone (sign-up rule)', () => {
  const message = (input: string) => {
    const result = zGhanaPhone.safeParse(input);
    return result.success ? result.data : result.error.issues[0]!.message;
  };
  it('accepts the three spellings and outputs E.164', () => {
    expect(message('0241234567')).toBe('+233241234567');
    expect(message('+233241234567')).toBe('+233241234567');
    expect(message('233241234567')).toBe('+233241234567');
  });
  it('gives the spec messages', () => {
    expect(message('024123')).toBe('Phone number must be at least 10 digits');
    expect(message('+2332412345678')).toBe('Phone number too long');
    expect(message('1234567890')).toBe('Enter a valid Ghana phone number (e.g., 0241234567 or +233241234567)');
    expect(message('0302123456')).toBe('Enter a valid Ghana phone number (e.g., 0241234567 or +233241234567)');
  });
});
