import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { compiledCatalog } from '../../locales/test-catalog';
import { insightText } from './insight-text';

// Insights as the API sends them (analytics/fraud/fraud-insights.ts), with the English it writes beside them.
const FROM_THE_API = [
  [{ key: 'spending_weekdays', values: {} }, 'Most of your spending is on weekdays'],
  [{ key: 'new_contacts_week', values: { count: 1 } }, 'You paid 1 new contact this week'],
  [{ key: 'new_contacts_week', values: { count: 4 } }, 'You paid 4 new contacts this week'],
  [{ key: 'late_night_payments', values: { count: 3 } }, '3 payments in the last 90 days were made late at night (10 pm to 5 am)'],
  [{ key: 'largest_payment', values: { amount: '1250.00' } }, 'Your largest payment in the last 90 days was ₵1,250.00'],
  [{ key: 'review_open_alerts', values: { count: 1 } }, 'Review your 1 open fraud alert: confirm or dismiss each one'],
  [{ key: 'turn_on_security_notices', values: {} }, 'Turn on security notices in Settings so you hear about every new sign-in'],
] as const;

describe('insightText: the fraud panel’s insights in the language shown', () => {
  afterEach(() => i18n.activate('en'));

  it('writes the API’s English word for word', () => {
    for (const [insight, english] of FROM_THE_API) expect(insightText(insight)).toBe(english);
  });

  it('writes each in Twi with its figure', () => {
    i18n.activate('tw', compiledCatalog('tw'));
    const twi = FROM_THE_API.map(([insight]) => insightText(insight));
    twi.forEach((text, i) => expect(text, FROM_THE_API[i]![1]).not.toBe(FROM_THE_API[i]![1]));
    expect(twi[2]).toContain('4');
    expect(twi[3]).toContain('3');
    expect(twi[4]).toContain('₵1,250.00');
  });
});
