import { describe, expect, it } from 'vitest';
import { fullNameOf, initialsOf, maskedCardLine } from './user-display';

describe('initialsOf', () => {
  it('takes the first letter of each name', () => {
    expect(initialsOf('ama', 'Mensah')).toBe('AM');
    expect(initialsOf('Kofi', null)).toBe('K');
    expect(initialsOf('', '')).toBe('?');
  });
});

describe('fullNameOf', () => {
  it('joins the names, or says Unknown User', () => {
    expect(fullNameOf({ firstName: 'Ama', lastName: 'Mensah' })).toBe('Ama Mensah');
    expect(fullNameOf({ firstName: null, lastName: null })).toBe('Unknown User');
  });
});

describe('maskedCardLine', () => {
  it('shows only the last 4 characters of the id', () => {
    expect(maskedCardLine('0b6e3c2a-9f1d-4c4e-8a77-5d2f41c09e12')).toBe('•••• •••• •••• 9e12');
    expect(maskedCardLine(1234567)).toBe('•••• •••• •••• 4567');
  });
});
