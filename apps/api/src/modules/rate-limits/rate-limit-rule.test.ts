import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_ID } from '../auth';
import { bucketName, minutesUntilWindowEnds, rateLimitMessage, windowStart } from './rate-limit-rule';

const quarter = Date.UTC(2026, 10, 22, 9, 15, 0);

describe('fixed windows', () => {
  it('puts every moment of a 15-minute window in the same bucket', () => {
    expect(windowStart(LOGIN_FAILURES_PER_ID, quarter).getTime()).toBe(quarter);
    expect(windowStart(LOGIN_FAILURES_PER_ID, quarter + 14 * 60_000 + 59_999).getTime()).toBe(quarter);
    expect(windowStart(LOGIN_FAILURES_PER_ID, quarter + 15 * 60_000).getTime()).toBe(quarter + 15 * 60_000);
  });
  it('names buckets by rule and key', () => {
    expect(bucketName(LOGIN_FAILURES_PER_ID, 'phone:+233241234567')).toBe('login-id:phone:+233241234567');
  });
  it('tells how many whole minutes remain, at least one', () => {
    expect(minutesUntilWindowEnds(LOGIN_FAILURES_PER_ID, quarter)).toBe(15);
    expect(minutesUntilWindowEnds(LOGIN_FAILURES_PER_ID, quarter + 10 * 60_000 + 1)).toBe(5);
    expect(minutesUntilWindowEnds(LOGIN_FAILURES_PER_ID, quarter + 15 * 60_000 - 1)).toBe(1);
  });
  it('words the message as the brief asks', () => {
    expect(rateLimitMessage(LOGIN_FAILURES_PER_ID, quarter + 60_000)).toBe('Too many attempts. Try again in 14 minutes.');
    expect(rateLimitMessage(LOGIN_FAILURES_PER_ID, quarter + 14 * 60_000 + 30_000)).toBe('Too many attempts. Try again in 1 minute.');
  });
});
