/** The spec's two risk thresholds (section 9): above 30 raises an alert, above 70 blocks. */
export const RISK_THRESHOLDS = { alert: 30, block: 70 } as const;

/**
 * An alert interrupts the person (the dashboard's "Suspicious Activity Detected" dialog) only from
 * this score up. Every alert above 30 is still recorded, listed and marked on the bell; a block still
 * stops the payment and says so at once on the send screen. Chosen on the evaluation set so that at
 * most 1 % of ordinary payments interrupt anyone (README, "Interruptions").
 */
export const INTERRUPT_THRESHOLD = 75;

export function interruptsUser(score: number): boolean {
  return score >= INTERRUPT_THRESHOLD;
}

export type RiskLevel = 'High' | 'Medium' | 'Low';
export type RiskColor = 'red' | 'yellow' | 'green';
export type RiskLabel = 'High Risk' | 'AI Verified' | 'Verified Safe';

/** Level and colour of a fraud alert's riskScore: above 70 High/red, 31-70 Medium/yellow, else Low/green. */
export function riskLevelFromScore(score: number): { level: RiskLevel; color: RiskColor } {
  if (score > RISK_THRESHOLDS.block) return { level: 'High', color: 'red' };
  if (score > RISK_THRESHOLDS.alert) return { level: 'Medium', color: 'yellow' };
  return { level: 'Low', color: 'green' };
}

/**
 * Label of a history item from its fraudScore: above 70 "High Risk", 31-70 "AI Verified",
 * 1-30 "Verified Safe", and no label when the score is 0 or absent.
 */
export function riskLabelFromFraudScore(score: number | null | undefined): RiskLabel | null {
  if (score === null || score === undefined || !(score > 0)) return null;
  if (score > RISK_THRESHOLDS.block) return 'High Risk';
  if (score > RISK_THRESHOLDS.alert) return 'AI Verified';
  return 'Verified Safe';
}
