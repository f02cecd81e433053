import { describe, expect, it } from 'vitest';
import { passwordStrength } from './change-password-dialog';

describe("passwordStrength (the document's hint)", () => {
  it.each([
    ['', 'weak'],
    ['Ab1cdef', 'weak'],
    ['abcdefgh', 'medium'],
    ['ABCDEFG1', 'medium'],
    ['Abcdefg1', 'strong'],
    ['Stronger-Pass-2026', 'strong'],
  ] as const)('%s → %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});
