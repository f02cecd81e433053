/** OWASP ASVS 3.3.2: a session ends after 30 minutes idle or 12 hours in all, whichever is first. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** Writing lastSeenAt on every request would cost a database write per call; a minute is precise enough. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export interface SessionTimes {
  signedInAt?: number;
  lastSeenAt?: number;
}

export type SessionVerdict = 'valid' | 'idle-expired' | 'absolute-expired';

export function judgeSession(times: SessionTimes, nowMs: number): SessionVerdict {
  if (times.signedInAt === undefined) return 'valid';
  if (nowMs - times.signedInAt >= SESSION_ABSOLUTE_MS) return 'absolute-expired';
  if (nowMs - (times.lastSeenAt ?? times.signedInAt) >= SESSION_IDLE_MS) return 'idle-expired';
  return 'valid';
}

export function needsTouch(times: SessionTimes, nowMs: number): boolean {
  return times.signedInAt !== undefined && nowMs - (times.lastSeenAt ?? 0) >= SESSION_TOUCH_INTERVAL_MS;
}
