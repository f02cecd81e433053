import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { riskLabelFromFraudScore, riskLevelFromScore, type RiskColor, type RiskLabel, type RiskLevel } from '@ghanapay/fraud';

/** An alert's riskScore as the spec shows it (the thresholds live in @ghanapay/fraud, once). */
export const riskLevelOf = riskLevelFromScore;

const LABEL_COLORS: Record<RiskLabel, RiskColor> = { 'High Risk': 'red', 'AI Verified': 'yellow', 'Verified Safe': 'green' };

/** A history item's fraudScore: its label and badge colour, or null when there is none (score 0). */
export function riskLabelOf(score: number | null | undefined): { label: RiskLabel; color: RiskColor } | null {
  const label = riskLabelFromFraudScore(score);
  return label ? { label, color: LABEL_COLORS[label] } : null;
}

const LABEL_TEXTS: Record<RiskLabel, MessageDescriptor> = {
  'High Risk': msg`High Risk`,
  'AI Verified': msg`AI Verified`,
  'Verified Safe': msg`Verified Safe`,
};
const LEVEL_TEXTS: Record<RiskLevel, MessageDescriptor> = { High: msg`High`, Medium: msg`Medium`, Low: msg`Low` };

/** The label's words in the language shown ("AI Verified" is the spec's English). */
export const riskLabelText = (label: RiskLabel) => t(LABEL_TEXTS[label]);
/** The alert's level in the language shown. */
export const riskLevelText = (level: RiskLevel) => t(LEVEL_TEXTS[level]);
