/**
 * The spec's risk display (thresholds 30 and 70). Mirrors `@ghanapay/fraud`'s risk-display, which the
 * web app does not depend on; the unit test pins the same boundaries.
 */
export const RISK_THRESHOLDS = { alert: 30, block: 70 } as const;

export type RiskLevel = 'High' | 'Medium' | 'Low';
export type RiskColor = 'red' | 'yellow' | 'green';
export type RiskLabel = 'High Risk' | 'AI Verified' | 'Verified Safe';

/** An alert's riskScore: above 70 High (red), above 30 Medium (yellow), otherwise Low (green). */
export function riskLevelOf(score: number): { level: RiskLevel; color: RiskColor } {
  if (score > RISK_THRESHOLDS.block) return { level: 'High', color: 'red' };
  if (score > RISK_THRESHOLDS.alert) return { level: 'Medium', color: 'yellow' };
  return { level: 'Low', color: 'green' };
}

const LABEL_COLORS: Record<RiskLabel, RiskColor> = { 'High Risk': 'red', 'AI Verified': 'yellow', 'Verified Safe': 'green' };

/** A history item's fraudScore: >70 "High Risk", 31-70 "AI Verified", 1-30 "Verified Safe", none at 0. */
export function riskLabelOf(score: number | null | undefined): { label: RiskLabel; color: RiskColor } | null {
  if (score === null || score === undefined || !(score > 0)) return null;
  const label: RiskLabel = score > RISK_THRESHOLDS.block ? 'High Risk' : score > RISK_THRESHOLDS.alert ? 'AI Verified' : 'Verified Safe';
  return { label, color: LABEL_COLORS[label] };
}
