import { msg, plural, t } from '@lingui/core/macro';

/**
 * The fraud panel's insights in the language shown. The API writes each rule's sentence in English
 * (analytics/fraud/fraud-insights.ts: the wire stays English); each of those sentences is matched here
 * whole, its figure taken out, and written again from the catalog. A sentence this table does not know
 * is shown as the API wrote it.
 */
const FIXED = {
  'Most of your spending is on weekends': msg`Most of your spending is on weekends`,
  'Most of your spending is on weekdays': msg`Most of your spending is on weekdays`,
  'Check the name shown before you pay someone new: scammers pose as people you know': msg`Check the name shown before you pay someone new: scammers pose as people you know`,
  'Take a moment before paying late at night: most payment scams push for a quick transfer': msg`Take a moment before paying late at night: most payment scams push for a quick transfer`,
  'Turn on security notices in Settings so you hear about every new sign-in': msg`Turn on security notices in Settings so you hear about every new sign-in`,
} as const;

const COUNTED: ReadonlyArray<readonly [RegExp, (count: number) => string]> = [
  [
    /^You paid (\d+) new contacts? this week$/,
    (n) => plural(n, { one: 'You paid # new contact this week', other: 'You paid # new contacts this week' }),
  ],
  [
    /^(\d+) payments? in the last 90 days (?:was|were) made late at night \(10 pm to 5 am\)$/,
    (n) =>
      plural(n, {
        one: '# payment in the last 90 days was made late at night (10 pm to 5 am)',
        other: '# payments in the last 90 days were made late at night (10 pm to 5 am)',
      }),
  ],
  [
    /^Review your (\d+) open fraud alerts?: confirm or dismiss each one$/,
    (n) =>
      plural(n, {
        one: 'Review your # open fraud alert: confirm or dismiss each one',
        other: 'Review your # open fraud alerts: confirm or dismiss each one',
      }),
  ],
];

export function insightText(english: string): string {
  if (english in FIXED) return t(FIXED[english as keyof typeof FIXED]);
  for (const [pattern, write] of COUNTED) {
    const found = pattern.exec(english);
    if (found) return write(Number(found[1]));
  }
  const largest = /^Your largest payment in the last 90 days was (.+)$/.exec(english);
  if (largest) {
    const amount = largest[1]!;
    return t`Your largest payment in the last 90 days was ${amount}`;
  }
  return english;
}
