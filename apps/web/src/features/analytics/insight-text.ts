import { plural, t } from '@lingui/core/macro';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { formatCedis } from '../../lib/locale-format';
import type { trpc } from '../../lib/trpc';

type TInsight = inferOutput<typeof trpc.analytics.getFraudAnalytics>['aiInsights']['behaviorAnalysisKeys'][number];

/**
 * A fraud-panel insight in the language shown, from the API's key and figure
 * (analytics/fraud/fraud-insights.ts writes the same line in English for REST clients).
 */
export function insightText({ key, values }: TInsight): string {
  const n = values.count ?? 0;
  switch (key) {
    case 'spending_weekends':
      return t`Most of your spending is on weekends`;
    case 'spending_weekdays':
      return t`Most of your spending is on weekdays`;
    case 'new_contacts_week':
      return plural(n, { one: 'You paid # new contact this week', other: 'You paid # new contacts this week' });
    case 'late_night_payments':
      return plural(n, {
        one: '# payment in the last 90 days was made late at night (10 pm to 5 am)',
        other: '# payments in the last 90 days were made late at night (10 pm to 5 am)',
      });
    case 'largest_payment': {
      const amount = formatCedis(values.amount ?? '0');
      return t`Your largest payment in the last 90 days was ${amount}`;
    }
    case 'review_open_alerts':
      return plural(n, {
        one: 'Review your # open fraud alert: confirm or dismiss each one',
        other: 'Review your # open fraud alerts: confirm or dismiss each one',
      });
    case 'check_new_payee_name':
      return t`Check the name shown before you pay someone new: scammers pose as people you know`;
    case 'pause_late_night':
      return t`Take a moment before paying late at night: most payment scams push for a quick transfer`;
    case 'turn_on_security_notices':
      return t`Turn on security notices in Settings so you hear about every new sign-in`;
  }
}
