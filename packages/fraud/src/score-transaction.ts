import { assertValidFeatures, type PaymentFeatures } from './payment-features';
import { RISK_THRESHOLDS } from './risk-display';
import { amountMultipleSignal, balanceDrainSignal, largeAmountLittleHistorySignal } from './signals/amount-signals';
import type { FiredSignal, Signal, SignalGroup } from './signals/fired-signal';
import { firstPaymentSignal, newContactSignal, recipientAccountSignal, recipientReportedSignal } from './signals/recipient-signals';
import { newSenderAccountSignal, unusualHourSignal } from './signals/sender-signals';
import { burstSignal, busyDaySignal, dailyTotalSignal } from './signals/velocity-signals';

export type FraudLevel = 'low' | 'medium' | 'high';
/** allow: goes through quietly; alert: goes through with a fraud alert; block: held, with an alert. */
export type FraudDecision = 'allow' | 'alert' | 'block';

export interface FraudAssessment {
  /** Integer 0-100: the sum of the fired signals' points, capped at 100. Stored as fraudScore. */
  score: number;
  /** One sentence per fired signal, strongest first. Stored as fraudReasons. */
  reasons: string[];
  level: FraudLevel;
  decision: FraudDecision;
  /** The fired signals themselves, strongest first, for logs and the alert's riskFactors. */
  signals: FiredSignal[];
  /** 0-1, from how many independent kinds of evidence fired (fraud_alerts.confidence). */
  confidence: number;
  /** A sentence for fraud_alerts.mlInsights. */
  mlInsights: string;
}

/** In the order reasons are listed when two signals carry the same points. */
export const SIGNALS: readonly Signal[] = [
  recipientReportedSignal,
  amountMultipleSignal,
  largeAmountLittleHistorySignal,
  burstSignal,
  balanceDrainSignal,
  recipientAccountSignal,
  newSenderAccountSignal,
  dailyTotalSignal,
  busyDaySignal,
  firstPaymentSignal,
  unusualHourSignal,
  newContactSignal,
];

/** Scores one outgoing payment. Pure: no I/O, no clock, no randomness. */
export function scoreTransaction(features: PaymentFeatures): FraudAssessment {
  assertValidFeatures(features);
  const signals = SIGNALS.map((signal) => signal(features))
    .filter((fired): fired is FiredSignal => fired !== null)
    .map((fired, order) => ({ fired, order }))
    .sort((a, b) => b.fired.points - a.fired.points || a.order - b.order)
    .map(({ fired }) => fired);
  const score = Math.min(
    100,
    signals.reduce((sum, fired) => sum + fired.points, 0),
  );
  const groups = new Set<SignalGroup>(signals.map((fired) => fired.group));
  return {
    score,
    reasons: signals.map((fired) => fired.reason),
    level: fraudLevelFromScore(score),
    decision: fraudDecisionFromScore(score),
    signals,
    confidence: confidenceFromEvidence(groups.size),
    mlInsights: describeEvidence(score, groups),
  };
}

export function fraudDecisionFromScore(score: number): FraudDecision {
  if (score > RISK_THRESHOLDS.block) return 'block';
  if (score > RISK_THRESHOLDS.alert) return 'alert';
  return 'allow';
}

export function fraudLevelFromScore(score: number): FraudLevel {
  if (score > RISK_THRESHOLDS.block) return 'high';
  if (score > RISK_THRESHOLDS.alert) return 'medium';
  return 'low';
}

/**
 * Each independent kind of evidence leaves 60% of the remaining doubt: 1 → 0.4, 2 → 0.64,
 * 3 → 0.78, 4 → 0.87, 5 → 0.92. Rounded to 2 decimals so it stores and compares exactly.
 */
export function confidenceFromEvidence(independentGroups: number): number {
  return Math.round((1 - 0.6 ** independentGroups) * 100) / 100;
}

const GROUP_NAMES: Record<SignalGroup, string> = {
  amount: 'amount',
  balance: 'share of balance',
  'recipient-novelty': 'new recipient',
  'recipient-risk': 'recipient risk',
  velocity: 'payment speed',
  'sender-age': 'account age',
  timing: 'time of day',
};

function describeEvidence(score: number, groups: ReadonlySet<SignalGroup>): string {
  if (groups.size === 0) return 'No risk signals: the payment matches your usual activity.';
  const names = [...groups].map((group) => GROUP_NAMES[group]).join(', ');
  const kinds = groups.size === 1 ? '1 kind of signal' : `${groups.size} independent kinds of signal`;
  return `Risk score ${score}/100 from ${kinds}: ${names}.`;
}
