import { describe, expect, it } from 'vitest';
import { CallbackCheckThrottle } from './callback-check-throttle';

const bounds = { perReferenceMs: 15_000, perAddressPerSecond: 3, perSecond: 5, maxReferences: 4 };

describe('CallbackCheckThrottle', () => {
  it('lets one check per reference through in its window, then another after it', () => {
    const throttle = new CallbackCheckThrottle(bounds);
    expect(throttle.allow('ref-1', 'a', 0)).toBe(true);
    expect(throttle.allow('ref-1', 'b', 1_000)).toBe(false);
    expect(throttle.allow('ref-1', 'b', 14_999)).toBe(false);
    expect(throttle.allow('ref-1', 'b', 15_000)).toBe(true);
  });

  it('bounds one address, and every address together, per second', () => {
    const throttle = new CallbackCheckThrottle({ ...bounds, maxReferences: 100 });
    const fromA = ['1', '2', '3', '4'].map((r) => throttle.allow(`a-${r}`, 'a', 5_000));
    expect(fromA).toEqual([true, true, true, false]);
    expect([throttle.allow('b-1', 'b', 5_100), throttle.allow('b-2', 'b', 5_200), throttle.allow('c-1', 'c', 5_300)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(throttle.allow('a-4', 'a', 6_000)).toBe(true);
  });

  it('remembers a bounded number of references, forgetting the ones past their window', () => {
    const throttle = new CallbackCheckThrottle({ ...bounds, perSecond: 100, perAddressPerSecond: 100 });
    for (let i = 0; i < 4; i++) expect(throttle.allow(`r${i}`, 'a', i * 1_000)).toBe(true);
    expect(throttle.allow('r4', 'a', 5_000)).toBe(false);
    expect(throttle.allow('r4', 'a', 15_500)).toBe(true);
  });
});
