import { riskLabelFromFraudScore, riskLevelFromScore, type RiskColor, type RiskLabel } from '@ghanapay/fraud';

/** An alert's riskScore as the spec shows it (the thresholds live in @ghanapay/fraud, once). */
export const riskLevelOf = riskLevelFromScore;

const LABEL_COLORS: Record<RiskLabel, RiskColor> = { 'High Risk': 'red', 'AI Verified': 'yellow', 'Verified Safe': 'green' };

/** A history item's fraudScore: its label and badge colour, or null when there is none (score 0). */
export function riskLabelOf(score: number | null | undefined): { label: RiskLabel; color: RiskColor } | null {
  const label = riskLabelFromFraudScore(score);
  return label ? { label, color: LABEL_COLORS[label] } : null;
}
