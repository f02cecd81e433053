import { describe, expect, it } from 'vitest';
import { resendLabel, secondsLeft } from './countdown';

describe('secondsLeft', () => {
  it('counts whole seconds down to zero', () => {
    const deadline = 60_000;
    expect(secondsLeft(deadline, 0)).toBe(60);
    expect(secondsLeft(deadline, 500)).toBe(60);
    expect(secondsLeft(deadline, 1_000)).toBe(59);
    expect(secondsLeft(deadline, 59_001)).toBe(1);
    expect(secondsLeft(deadline, 60_000)).toBe(0);
    expect(secondsLeft(deadline, 75_000)).toBe(0);
  });
});

describe('resendLabel', () => {
  it('shows the wait, then offers to resend', () => {
    expect(resendLabel(42)).toBe('Resend code in 42s');
    expect(resendLabel(0)).toBe('Resend Code');
  });
});
