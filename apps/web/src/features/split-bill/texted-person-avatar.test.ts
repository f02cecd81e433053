import { describe, expect, it } from 'vitest';
import { letterInitials } from './texted-person-avatar';

describe('a texted participant’s initials', () => {
  it('are the letters of the name given', () => {
    expect(letterInitials('Kofi Boateng')).toBe('KB');
    expect(letterInitials('ama')).toBe('A');
    expect(letterInitials('Ɛfua Nyarko Mensah')).toBe('ƐN');
  });

  it('are empty for a phone number, so the icon is shown rather than "0"', () => {
    expect(letterInitials('055 123 4567')).toBe('');
    expect(letterInitials('+233 55 123 4567 ')).toBe('');
  });
});
