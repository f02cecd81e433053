import { describe, expect, it } from 'vitest';
import { judgeSession, needsTouch, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session-rules';

const start = Date.UTC(2026, 10, 22, 8, 0, 0);

describe('judgeSession', () => {
  it('keeps an active session valid', () => {
    expect(judgeSession({ signedInAt: start, lastSeenAt: start + 60_000 }, start + 120_000)).toBe('valid');
  });
  it('ends a session left idle for 30 minutes', () => {
    expect(judgeSession({ signedInAt: start, lastSeenAt: start }, start + SESSION_IDLE_MS - 1)).toBe('valid');
    expect(judgeSession({ signedInAt: start, lastSeenAt: start }, start + SESSION_IDLE_MS)).toBe('idle-expired');
  });
  it('ends a session 12 hours after sign-in however active it is', () => {
    const now = start + SESSION_ABSOLUTE_MS;
    expect(judgeSession({ signedInAt: start, lastSeenAt: now - 1000 }, now)).toBe('absolute-expired');
  });
  it('treats a session without a sign-in as anonymous and valid', () => {
    expect(judgeSession({}, start)).toBe('valid');
  });
});

describe('needsTouch', () => {
  it('writes lastSeenAt at most once a minute', () => {
    expect(needsTouch({ signedInAt: start, lastSeenAt: start }, start + 30_000)).toBe(false);
    expect(needsTouch({ signedInAt: start, lastSeenAt: start }, start + 60_000)).toBe(true);
    expect(needsTouch({}, start)).toBe(false);
  });
});
