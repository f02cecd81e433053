import { describe, expect, it } from 'vitest';
import { isNetworkFailure } from './session-query';

describe('isNetworkFailure', () => {
  it('is true only when fetch got no answer at all (the offline screen), not for a server error', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(Object.assign(new Error('500: boom'), { status: 500 }))).toBe(false);
    expect(isNetworkFailure(null)).toBe(false);
  });
});
