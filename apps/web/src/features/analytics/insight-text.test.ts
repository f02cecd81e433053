import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { compiledCatalog } from '../../locales/test-catalog';
import { insightText } from './insight-text';

// The sentences analytics/fraud/fraud-insights.ts writes (the API's English).
const FROM_THE_API = [
  'Most of your spending is on weekdays',
  'You paid 1 new contact this week',
  'You paid 4 new contacts this week',
  '3 payments in the last 90 days were made late at night (10 pm to 5 am)',
  'Your largest payment in the last 90 days was ₵1,250.00',
  'Review your 1 open fraud alert: confirm or dismiss each one',
  'Turn on security notices in Settings so you hear about every new sign-in',
];

describe('insightText: the fraud panel’s insights in the language shown', () => {
  afterEach(() => i18n.activate('en'));

  it('keeps the API’s English as it is', () => {
    for (const english of FROM_THE_API) expect(insightText(english)).toBe(english);
  });

  it('writes each in Twi with its figure, and leaves a sentence it does not know alone', () => {
    i18n.activate('tw', compiledCatalog('tw'));
    const twi = FROM_THE_API.map(insightText);
    twi.forEach((text, i) => expect(text, FROM_THE_API[i]).not.toBe(FROM_THE_API[i]));
    expect(twi[2]).toContain('4');
    expect(twi[3]).toContain('3');
    expect(twi[4]).toContain('₵1,250.00');
    expect(insightText('A rule added later')).toBe('A rule added later');
  });
});
