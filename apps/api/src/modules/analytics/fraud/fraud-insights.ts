import { formatCedis } from '@ghanapay/money';

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

export interface FraudInsights {
  behaviorAnalysis: string[];
  recommendations: string[];
}

const MAX_BEHAVIOUR = 3;
const MAX_RECOMMENDATIONS = 2;
const MANY_NEW_CONTACTS = 3;
const MANY_LATE_NIGHT = 3;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Each insight is one rule on the person's own figures, in this order; the first that apply are
 * shown (at most 3 observations, 2 recommendations). No rule applies: nothing is said.
 */
export function fraudInsights(f: BehaviourFacts): FraudInsights {
  const behaviour: Array<string | null> = [
    f.spentPesewas > 0n
      ? f.weekendPesewas * 2n > f.spentPesewas
        ? 'Most of your spending is on weekends'
        : 'Most of your spending is on weekdays'
      : null,
    f.newContactsThisWeek > 0 ? `You paid ${plural(f.newContactsThisWeek, 'new contact', 'new contacts')} this week` : null,
    f.lateNightPayments > 0
      ? `${plural(f.lateNightPayments, 'payment', 'payments')} in the last 90 days ${f.lateNightPayments === 1 ? 'was' : 'were'} made late at night (10 pm to 5 am)`
      : null,
    f.payments > 0 ? `Your largest payment in the last 90 days was ${formatCedis(f.largestPesewas)}` : null,
  ];
  const recommendations: Array<string | null> = [
    f.openAlerts > 0 ? `Review your ${plural(f.openAlerts, 'open fraud alert', 'open fraud alerts')}: confirm or dismiss each one` : null,
    f.newContactsThisWeek >= MANY_NEW_CONTACTS ? 'Check the name shown before you pay someone new: scammers pose as people you know' : null,
    f.lateNightPayments >= MANY_LATE_NIGHT
      ? 'Take a moment before paying late at night: most payment scams push for a quick transfer'
      : null,
    !f.securityNoticesOn ? 'Turn on security notices in Settings so you hear about every new sign-in' : null,
  ];
  return {
    behaviorAnalysis: behaviour.filter((s): s is string => s !== null).slice(0, MAX_BEHAVIOUR),
    recommendations: recommendations.filter((s): s is string => s !== null).slice(0, MAX_RECOMMENDATIONS),
  };
}
