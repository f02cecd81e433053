import type { AppDeps } from '../../../deps';
import { analyticsRange } from '../spending/analytics-range';
import { listRecentAlerts, readFraudPanelFigures } from './fraud-analytics-repository';
import { fraudInsights } from './fraud-insights';
import type { TFraudAnalyticsResponse } from './get-fraud-analytics.types';

const RECENT_ALERTS = 5;

/** The fraud panel: the person's real alerts, and insights from rules on their own last 90 days. */
export async function getFraudAnalytics(deps: Pick<AppDeps, 'db' | 'now'>, userId: string): Promise<TFraudAnalyticsResponse> {
  const now = deps.now();
  const [{ summary, habits, newContacts, securityNoticesOn }, alerts] = await Promise.all([
    readFraudPanelFigures(deps.db, userId, analyticsRange(90, now).from, analyticsRange(7, now).from),
    listRecentAlerts(deps.db, userId, RECENT_ALERTS),
  ]);
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
      createdAt: a.createdAt.toISOString(),
    })),
  };
}
