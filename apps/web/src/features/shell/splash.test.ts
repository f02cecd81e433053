import { describe, expect, it } from 'vitest';
import { splashRemainingMs } from './splash';

describe('splashRemainingMs', () => {
  it('shows the splash for the rest of the first 2 seconds', () => {
    expect(splashRemainingMs(0)).toBe(2000);
    expect(splashRemainingMs(650.4)).toBe(1350);
  });

  it('is over once 2 seconds have passed', () => {
    expect(splashRemainingMs(2000)).toBe(0);
    expect(splashRemainingMs(9000)).toBe(0);
  });
});
