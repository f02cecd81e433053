import { describe, expect, it } from 'vitest';
import { plainDate, timeLeftColour } from './complaint-dates';

describe('complaint dates', () => {
  it('reads a deadline as a plain day', () => {
    expect(plainDate('2026-12-04')).toBe('Fri 4 Dec');
  });

  it('colours the queue by time left: breached and due red, amber within 3 working days, else green', () => {
    expect(timeLeftColour(-2, true)).toBe('red');
    expect(timeLeftColour(0, false)).toBe('red');
    expect(timeLeftColour(3, false)).toBe('yellow');
    expect(timeLeftColour(4, false)).toBe('green');
  });
});
