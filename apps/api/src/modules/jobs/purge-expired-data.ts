import type { AppDeps } from '../../deps';
import { deleteSimulatedMessagesBefore } from '../demo';
import { deleteCodesExpiredBefore } from '../auth';
import { deleteRateLimitWindowsBefore } from '../rate-limits';
import { deleteExpiredSessions } from '../auth';

const HOUR = 60 * 60_000;

/** How long each kind of row is kept after its own lifetime ends. */
const RETENTION = {
  /** A code's expiry is still told apart from "no code sent" for an hour (the person gets the right message). */
  codesAfterExpiry: HOUR,
  /** The longest rate-limit window is an hour; older windows count nothing. */
  rateLimitWindows: 2 * HOUR,
  /** The demo inbox keeps a week of simulated messages. */
  demoInbox: 7 * 24 * HOUR,
} as const;

/** The housekeeping job: expired sessions, spent rate-limit windows, old one-time codes and old demo mail. */
export async function purgeExpiredData(deps: Pick<AppDeps, 'db' | 'now'>): Promise<number> {
  const now = deps.now().getTime();
  const counts = await Promise.all([
    deleteExpiredSessions(deps.db, new Date(now)),
    deleteCodesExpiredBefore(deps.db, new Date(now - RETENTION.codesAfterExpiry)),
    deleteRateLimitWindowsBefore(deps.db, new Date(now - RETENTION.rateLimitWindows)),
    deleteSimulatedMessagesBefore(deps.db, new Date(now - RETENTION.demoInbox)),
  ]);
  return counts.reduce((sum, n) => sum + n, 0);
}
