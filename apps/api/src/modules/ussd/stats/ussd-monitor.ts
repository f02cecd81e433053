import { maskGhanaPhone } from '@ghanapay/validators';
import type { AppDeps } from '../../../deps';
import { recordStaffAction } from '../../staff';
import { findUssdViewer } from '../sessions/ussd-user-repository';
import { countFirstMenus, countUssdActivity, listActiveUssdSessions, type UssdScope } from './ussd-stats-repository';
import type { TUssdSession, TUssdStats } from './ussd-monitor.types';

const POPULAR_MENUS_SHOWN = 5;
const SESSIONS_SHOWN = 50;

/** Who is looking: the signed-in person, and whether their session was opened with a passkey. */
export interface UssdViewer {
  userId: string;
  passkeySession: boolean;
}

/**
 * An operator (or an admin) signed in with a passkey, as all staff must be, watches the whole channel;
 * anyone else, an operator signed in with a password included, sees only their own simulator sessions.
 */
async function scopeFor(deps: Pick<AppDeps, 'db'>, viewer: UssdViewer): Promise<UssdScope & { role?: 'operator' | 'admin' }> {
  const found = await findUssdViewer(deps.db, viewer.userId);
  const role = found?.role === 'operator' || found?.role === 'admin' ? found.role : undefined;
  return role && viewer.passkeySession ? { all: true, role } : { all: false, userId: viewer.userId };
}

function windows(deps: Pick<AppDeps, 'env' | 'now'>) {
  const now = deps.now();
  // Ghana keeps UTC all year, so "today" is the UTC day.
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { now, dayStart, activeAfter: new Date(now.getTime() - deps.env.USSD_SESSION_TTL_SECONDS * 1000) };
}

/** The page's tiles, from the session records: never sample figures. */
export async function ussdStats(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, viewer: UssdViewer): Promise<TUssdStats> {
  const scope = await scopeFor(deps, viewer);
  const { dayStart, activeAfter } = windows(deps);
  const [activity, popularMenus] = await Promise.all([
    countUssdActivity(deps.db, scope, { activeAfter, dayStart }),
    countFirstMenus(deps.db, scope, dayStart, POPULAR_MENUS_SHOWN),
  ]);
  return {
    activeSessions: activity.active,
    totalRequestsToday: activity.requests,
    // Sessions that ended as the person meant (a balance shown, a payment made) among today's ended ones.
    successRate: activity.ended === 0 ? 0 : Math.round((activity.completed / activity.ended) * 1000) / 10,
    popularMenus,
  };
}

/** The active sessions the viewer may watch; an operator's look at other people's is in the staff audit log. */
export async function listUssdSessions(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, viewer: UssdViewer): Promise<TUssdSession[]> {
  const { userId } = viewer;
  const scope = await scopeFor(deps, viewer);
  const rows = await listActiveUssdSessions(deps.db, scope, windows(deps).activeAfter, SESSIONS_SHOWN);
  if (scope.all && scope.role)
    await recordStaffAction(deps.db, {
      staffUserId: userId,
      staffRole: scope.role,
      action: 'ussd.sessions_view',
      reason: 'USSD channel monitor',
      details: { sessions: rows.length },
      at: deps.now(),
    });
  return rows.map((row) => ({
    sessionId: row.sessionId,
    // An operator sees other people's numbers masked; everyone sees their own in full.
    phoneNumber: row.userId === userId ? row.phoneNumber : maskGhanaPhone(row.phoneNumber),
    currentMenu: row.currentMenu,
    step: row.step,
    createdAt: row.createdAt.toISOString(),
  }));
}
