import { maskGhanaPhone } from '@ghanapay/validators';
import type { AppDeps } from '../../../deps';
import { findUssdViewer } from '../sessions/ussd-user-repository';
import { countFirstMenus, countUssdActivity, listActiveUssdSessions, type UssdScope } from './ussd-stats-repository';
import type { TUssdSession, TUssdStats } from './ussd-monitor.types';

const POPULAR_MENUS_SHOWN = 5;
const SESSIONS_SHOWN = 50;

/** An operator watches the whole channel; anyone else sees only their own simulator sessions. */
async function scopeFor(deps: Pick<AppDeps, 'db'>, userId: string): Promise<UssdScope> {
  const viewer = await findUssdViewer(deps.db, userId);
  return viewer?.role === 'operator' ? { all: true } : { all: false, userId };
}

function windows(deps: Pick<AppDeps, 'env' | 'now'>) {
  const now = deps.now();
  // Ghana keeps UTC all year, so "today" is the UTC day.
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { now, dayStart, activeAfter: new Date(now.getTime() - deps.env.USSD_SESSION_TTL_SECONDS * 1000) };
}

/** The page's tiles, from the session records: never sample figures. */
export async function ussdStats(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, userId: string): Promise<TUssdStats> {
  const scope = await scopeFor(deps, userId);
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

export async function listUssdSessions(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, userId: string): Promise<TUssdSession[]> {
  const scope = await scopeFor(deps, userId);
  const rows = await listActiveUssdSessions(deps.db, scope, windows(deps).activeAfter, SESSIONS_SHOWN);
  return rows.map((row) => ({
    sessionId: row.sessionId,
    // An operator sees other people's numbers masked; everyone sees their own in full.
    phoneNumber: row.userId === userId ? row.phoneNumber : maskGhanaPhone(row.phoneNumber),
    currentMenu: row.currentMenu,
    step: row.step,
    createdAt: row.createdAt.toISOString(),
  }));
}
