import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

const at = (hours: number, minutes = 0) => new Date(2025, 5, 1, hours, minutes);

describe('greetingFor', () => {
  it('says good morning before noon', () => {
    expect(greetingFor(at(0))).toBe('Good morning');
    expect(greetingFor(at(11, 59))).toBe('Good morning');
  });

  it('says good afternoon from noon until 17:00', () => {
    expect(greetingFor(at(12))).toBe('Good afternoon');
    expect(greetingFor(at(16, 59))).toBe('Good afternoon');
  });

  it('says good evening from 17:00', () => {
    expect(greetingFor(at(17))).toBe('Good evening');
    expect(greetingFor(at(23, 30))).toBe('Good evening');
  });
});
