import type { AppDeps } from '../../../deps';
import { countHit, hitsSoFar } from '../../rate-limits';
import { smsBudgetRule } from '../rate-limits/rate-limit-rules';

/** An error-level line for whoever watches the logs (the request's logger when there is one). */
export type SecurityAlert = (details: Record<string, unknown>, message: string) => void;

export const consoleAlert: SecurityAlert = (details, message) =>
  console.error(JSON.stringify({ level: 'error', msg: message, ...details }));

const BUDGET_KEY = 'all';

/** True once this hour's SMS budget is used up: non-essential sends (sign-up codes) stop. */
export async function smsBudgetUsedUp(deps: Pick<AppDeps, 'db' | 'env' | 'now'>): Promise<boolean> {
  const rule = smsBudgetRule(deps.env.SMS_HOURLY_BUDGET);
  return (await hitsSoFar(deps.db, rule, BUDGET_KEY, deps.now())) >= rule.limit;
}

/** Counts one SMS sent; the send that uses up the hour's budget raises the alert (once: the count is atomic). */
export async function recordSmsSent(deps: Pick<AppDeps, 'db' | 'env' | 'now'>, alert: SecurityAlert = consoleAlert): Promise<void> {
  const rule = smsBudgetRule(deps.env.SMS_HOURLY_BUDGET);
  const sent = await countHit(deps.db, rule, BUDGET_KEY, deps.now());
  if (sent === rule.limit) {
    alert(
      { alert: 'sms-budget', budget: rule.limit, sent },
      `SMS budget used up: ${sent} codes by SMS this hour (SMS_HOURLY_BUDGET). Sign-up codes by SMS are refused until the hour ends.`,
    );
  }
}
