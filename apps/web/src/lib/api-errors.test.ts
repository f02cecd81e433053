import { describe, expect, it } from 'vitest';
import { appCodeOf, errorMessage, httpStatusOf, isOfflineFailure, isUnauthorized } from './api-errors';

describe('reading API errors', () => {
  it('finds the status of a tRPC error and of a plain HTTP error', () => {
    expect(httpStatusOf({ data: { httpStatus: 422 } })).toBe(422);
    expect(httpStatusOf({ status: 503 })).toBe(503);
    expect(httpStatusOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
  it('reads the API code and recognises a 401 either way', () => {
    expect(appCodeOf({ data: { appCode: 'INSUFFICIENT_FUNDS' } })).toBe('INSUFFICIENT_FUNDS');
    expect(appCodeOf({ data: null })).toBeUndefined();
    expect(isUnauthorized({ data: { httpStatus: 401 } })).toBe(true);
    expect(isUnauthorized({ status: 401 })).toBe(true);
    expect(isUnauthorized({ data: { httpStatus: 403 } })).toBe(false);
    expect(isUnauthorized(null)).toBe(false);
  });
  it('shows the server’s own words, else the fallback', () => {
    expect(errorMessage(new Error('Insufficient balance'))).toBe('Insufficient balance');
    expect(errorMessage(new Error(''), 'Please try again')).toBe('Please try again');
    expect(errorMessage('nonsense')).toBe('Please try again');
  });
  it('calls a failure offline only when no server answered: a network TypeError, or the browser offline', () => {
    const networkError = Object.assign(new Error('Failed to fetch'), { cause: new TypeError('Failed to fetch'), data: undefined });
    expect(isOfflineFailure(networkError, true)).toBe(true);
    expect(isOfflineFailure(new Error('aborted'), false)).toBe(true);
    expect(isOfflineFailure(new Error('aborted'), true)).toBe(false);
    // A 4xx or 5xx is the server's answer, even when the browser thinks it is offline.
    expect(isOfflineFailure({ data: { httpStatus: 422, appCode: 'INSUFFICIENT_FUNDS' } }, false)).toBe(false);
    expect(isOfflineFailure({ status: 503 }, false)).toBe(false);
    expect(isOfflineFailure(null, false)).toBe(false);
  });
});
