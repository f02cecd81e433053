import { formatCedis, toCedisString } from '@ghanapay/money';

/** What the insight rules read of the person's last 90 days (Accra time) and their settings. */
export interface BehaviourFacts {
  /** Completed payments and transfers out in the last 90 days. */
  payments: number;
  spentPesewas: bigint;
  /** Of which on a Saturday or Sunday. */
  weekendPesewas: bigint;
  /** Payments made between 22:00 and 05:00. */
  lateNightPayments: number;
  largestPesewas: bigint;
  /** People paid in the last 7 days who had never been paid by this person before. */
  newContactsThisWeek: number;
  openAlerts: number;
  securityNoticesOn: boolean;
}

export const INSIGHT_KEYS = [
  'spending_weekends',
  'spending_weekdays',
  'new_contacts_week',
  'late_night_payments',
  'largest_payment',
  'review_open_alerts',
  'check_new_payee_name',
  'pause_late_night',
  'turn_on_security_notices',
] as const;
type TInsightKey = (typeof INSIGHT_KEYS)[number];

/** An insight as a stable key and its figure, which a screen writes in the person's language. */
interface Insight {
  key: TInsightKey;
  /** `count` for the counted ones; `amount` (2-decimal cedis) for the largest payment. */
  values: { count?: number; amount?: string };
}

export interface FraudInsights {
  /** The same insights in English (REST clients, the document's words). */
  behaviorAnalysis: string[];
  recommendations: string[];
  behaviorAnalysisKeys: Insight[];
  recommendationKeys: Insight[];
}

const MAX_BEHAVIOUR = 3;
const MAX_RECOMMENDATIONS = 2;
const MANY_NEW_CONTACTS = 3;
const MANY_LATE_NIGHT = 3;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** An insight in English. */
function insightEnglish({ key, values }: Insight): string {
  const count = values.count ?? 0;
  switch (key) {
    case 'spending_weekends':
      return 'Most of your spending is on weekends';
    case 'spending_weekdays':
      return 'Most of your spending is on weekdays';
    case 'new_contacts_week':
      return `You paid ${plural(count, 'new contact', 'new contacts')} this week`;
    case 'late_night_payments':
      return `${plural(count, 'payment', 'payments')} in the last 90 days ${count === 1 ? 'was' : 'were'} made late at night (10 pm to 5 am)`;
    case 'largest_payment':
      return `Your largest payment in the last 90 days was ${formatCedis(values.amount ?? '0')}`;
    case 'review_open_alerts':
      return `Review your ${plural(count, 'open fraud alert', 'open fraud alerts')}: confirm or dismiss each one`;
    case 'check_new_payee_name':
      return 'Check the name shown before you pay someone new: scammers pose as people you know';
    case 'pause_late_night':
      return 'Take a moment before paying late at night: most payment scams push for a quick transfer';
    case 'turn_on_security_notices':
      return 'Turn on security notices in Settings so you hear about every new sign-in';
  }
}

const insight = (key: TInsightKey, values: Insight['values'] = {}): Insight => ({ key, values });

/**
 * Each insight is one rule on the person's own figures, in this order; the first that apply are
 * shown (at most 3 observations, 2 recommendations). No rule applies: nothing is said.
 */
export function fraudInsights(f: BehaviourFacts): FraudInsights {
  const behaviour: Array<Insight | null> = [
    f.spentPesewas > 0n ? insight(f.weekendPesewas * 2n > f.spentPesewas ? 'spending_weekends' : 'spending_weekdays') : null,
    f.newContactsThisWeek > 0 ? insight('new_contacts_week', { count: f.newContactsThisWeek }) : null,
    f.lateNightPayments > 0 ? insight('late_night_payments', { count: f.lateNightPayments }) : null,
    f.payments > 0 ? insight('largest_payment', { amount: toCedisString(f.largestPesewas) }) : null,
  ];
  const recommendations: Array<Insight | null> = [
    f.openAlerts > 0 ? insight('review_open_alerts', { count: f.openAlerts }) : null,
    f.newContactsThisWeek >= MANY_NEW_CONTACTS ? insight('check_new_payee_name') : null,
    f.lateNightPayments >= MANY_LATE_NIGHT ? insight('pause_late_night') : null,
    !f.securityNoticesOn ? insight('turn_on_security_notices') : null,
  ];
  const behaviorAnalysisKeys = behaviour.filter((i): i is Insight => i !== null).slice(0, MAX_BEHAVIOUR);
  const recommendationKeys = recommendations.filter((i): i is Insight => i !== null).slice(0, MAX_RECOMMENDATIONS);
  return {
    behaviorAnalysis: behaviorAnalysisKeys.map(insightEnglish),
    recommendations: recommendationKeys.map(insightEnglish),
    behaviorAnalysisKeys,
    recommendationKeys,
  };
}
