import { describe, expect, it } from 'vitest';
import { appCodeOf, errorMessage, httpStatusOf, isUnauthorized } from './api-errors';

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
});
