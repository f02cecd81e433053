import { describe, expect, it } from 'vitest';
import { contactEntryError } from './contact-entry';

describe('contactEntryError', () => {
  it('asks for the entry when it is empty', () => {
    expect(contactEntryError('phone', '  ')).toBe('Please enter a phone number');
    expect(contactEntryError('email', '')).toBe('Please enter an email address');
  });

  it('accepts Ghana numbers in their usual spellings', () => {
    expect(contactEntryError('phone', '0241234567')).toBeNull();
    expect(contactEntryError('phone', '024 123 4567')).toBeNull();
    expect(contactEntryError('phone', '+233241234567')).toBeNull();
  });

  it('rejects numbers that are not Ghanaian or have the wrong length', () => {
    expect(contactEntryError('phone', '024123')).toBe('Please enter a valid Ghana phone number');
    expect(contactEntryError('phone', '+2332412345678')).toBe('Please enter a valid Ghana phone number');
    expect(contactEntryError('phone', '1241234567')).toBe('Please enter a valid Ghana phone number');
  });

  it('checks an email address with a simple pattern', () => {
    expect(contactEntryError('email', 'ama@example.com')).toBeNull();
    expect(contactEntryError('email', 'ama@example')).toBe('Please enter a valid email address');
  });
});
