import { describe, expect, it } from 'vitest';
import { asVisibility, effectiveVisibility } from './visibility-rules';

describe('effectiveVisibility', () => {
  it.each([
    ['public', 'public', 'public'],
    ['public', 'friends', 'friends'],
    ['friends', 'public', 'friends'],
    ['public', 'private', 'private'],
    ['private', 'public', 'private'],
    ['friends', 'private', 'private'],
    ['friends', 'friends', 'friends'],
  ] as const)('sender %s + recipient %s → %s', (sender, recipient, expected) => {
    expect(effectiveVisibility(sender, recipient)).toBe(expected);
  });

  it('reads an unknown stored value as private', () => {
    expect(asVisibility('everyone')).toBe('private');
    expect(asVisibility('public')).toBe('public');
  });
});
