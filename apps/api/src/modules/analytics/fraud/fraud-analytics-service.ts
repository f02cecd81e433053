import type { AppDeps } from '../../../deps';
import { analyticsRange } from '../spending/analytics-range';
import { splitRange } from '../spending/rollup-periods';
import { readClosedHabits } from '../spending/spending-rollups';
import { listRecentAlerts, readFraudPanelFigures } from './fraud-analytics-repository';
import { addHabits } from './spending-habits';
import { readHabitsByDay } from './spending-habits-repository';
import { fraudInsights } from './fraud-insights';
import { alertMessageParts } from '../../money';
import type { TFraudAnalyticsResponse } from './get-fraud-analytics.types';

const RECENT_ALERTS = 5;

/**
 * The fraud panel: the person's real alerts, and insights from rules on their own last 90 days (the
 * closed days and months from the analytics rollups, today live; `rollups: false`: all live).
 */
export async function getFraudAnalytics(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: string,
  options: { rollups?: boolean } = {},
): Promise<TFraudAnalyticsResponse> {
  const now = deps.now();
  const since = analyticsRange(90, now).from;
  const split = options.rollups === false ? { periods: [], liveFrom: since } : splitRange(since, now);
  const [{ summary, newContacts, securityNoticesOn }, alerts, closedHabits, liveHabits] = await Promise.all([
    readFraudPanelFigures(deps.db, userId, analyticsRange(7, now).from),
    listRecentAlerts(deps.db, userId, RECENT_ALERTS),
    readClosedHabits(deps.db, userId, split.periods),
    // No end: a payment stamped after `now` (a clock behind the database's) is the panel's too.
    readHabitsByDay(deps.db, userId, split.liveFrom, null),
  ]);
  const habits = liveHabits.reduce(addHabits, closedHabits);
  return {
    summary: {
      fraudPreventionRate:
        summary.flaggedPayments === 0 ? null : Math.round((summary.stoppedPayments * 1000) / summary.flaggedPayments) / 10,
      blockedTransactions: summary.stoppedPayments,
      totalAlerts: summary.totalAlerts,
    },
    aiInsights: fraudInsights({
      ...habits,
      newContactsThisWeek: newContacts,
      openAlerts: summary.openAlerts,
      securityNoticesOn,
    }),
    recentAlerts: alerts.map((a) => ({
      id: Number(a.id),
      alertType: a.alertType,
      riskScore: a.riskScore,
      confidence: a.confidence,
      alertMessage: a.alertMessage,
      alertMessageParts: alertMessageParts(a.alertMessage, a.riskFactors),
      createdAt: a.createdAt.toISOString(),
    })),
  };
}
