import { describe, expect, it } from 'vitest';
import { isRetryableFailure, newIdempotencyKey } from './idempotency-key';

const trpcError = (httpStatus: number, appCode?: string) => ({ data: { httpStatus, appCode } });

describe('isRetryableFailure', () => {
  it('keeps the key when the server never answered, failed, or is still running the first attempt', () => {
    expect(isRetryableFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryableFailure(trpcError(500))).toBe(true);
    expect(isRetryableFailure(trpcError(503, 'PROVIDER_UNAVAILABLE'))).toBe(true);
    expect(isRetryableFailure(trpcError(429, 'RATE_LIMITED'))).toBe(true);
    expect(isRetryableFailure(trpcError(409, 'IDEMPOTENCY_IN_FLIGHT'))).toBe(true);
  });
  it('drops the key after a decision the server would replay (a short balance, a bad recipient)', () => {
    expect(isRetryableFailure(trpcError(422, 'INSUFFICIENT_FUNDS'))).toBe(false);
    expect(isRetryableFailure(trpcError(404, 'NOT_FOUND'))).toBe(false);
    expect(isRetryableFailure(trpcError(409, 'INVALID_STATE'))).toBe(false);
    expect(isRetryableFailure(trpcError(400))).toBe(false);
  });
});

describe('newIdempotencyKey', () => {
  it('is a fresh v4 UUID each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
