import type { AppDeps } from '../../../deps';
import { analyticsRange, type AnalyticsDays } from './analytics-range';
import { fileNewPayments } from './file-new-payments';
import { splitRange } from './rollup-periods';
import { countFraudAlerts, countOutcomesByDay, readSpendingGroups } from './spending-repository';
import { readClosedSums } from './spending-rollups';
import { sumGroups, type SpendingSums } from './spending-sums';
import { summarize } from './spending-summary';
import type { TAnalyticsResponse } from './analytics-procedures.types';

/**
 * The person's analytics for the last `days` days in Accra, from their wallet's completed movements:
 * closed days and months from their rollups (docs/decisions.md, "Analytics rollups"), today live.
 * `rollups: false` reads the whole range live, as the rollups' tests compare.
 */
export async function getAnalytics(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: string,
  days: AnalyticsDays,
  options: { rollups?: boolean } = {},
): Promise<TAnalyticsResponse> {
  const range = analyticsRange(days, deps.now());
  const split = options.rollups === false ? { periods: [], liveFrom: range.from } : splitRange(range.from, range.to);
  const [closed, live, fraudAlerts] = await Promise.all([
    readClosedSums(deps.db, userId, split.periods),
    readLiveSums(deps, userId, split.liveFrom, range.to),
    countFraudAlerts(deps.db, userId, range.from, range.to),
  ]);
  return {
    range: { days, label: range.label, from: range.from.toISOString(), to: range.to.toISOString() },
    ...summarize([closed, live], range.months),
    fraudAlerts,
  };
}

async function readLiveSums(deps: Pick<AppDeps, 'db'>, userId: string, from: Date, to: Date): Promise<SpendingSums> {
  const [groups, outcomes] = await Promise.all([
    readSpendingGroups(deps.db, userId, from, to),
    countOutcomesByDay(deps.db, userId, from, to),
  ]);
  await fileNewPayments(deps.db, userId, groups);
  return sumGroups(groups, {
    succeeded: outcomes.reduce((n, o) => n + o.succeeded, 0),
    failed: outcomes.reduce((n, o) => n + o.failed, 0),
  });
}
