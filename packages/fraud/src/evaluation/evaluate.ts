import { interruptsUser, RISK_THRESHOLDS } from '../risk-display';
import { scoreTransaction } from '../score-transaction';
import type { LabelledPayment } from './generate-dataset';

interface ConfusionMatrix {
  truePositives: number;
  falsePositives: number;
  trueNegatives: number;
  falseNegatives: number;
}

interface FamilyFigures {
  family: string;
  isFraud: boolean;
  cases: number;
  meanScore: number;
  /** Share scoring above 30 (alerted or blocked). */
  alertedRate: number;
  /** Share scoring above 70 (blocked). */
  blockedRate: number;
}

export interface EvaluationReport {
  cases: number;
  fraudCases: number;
  /** "Fraud" is predicted when the score is above the block threshold (70). */
  atBlock: ConfusionMatrix & { precision: number; recall: number; f1: number };
  /** At the alert threshold (above 30): the share of normal payments that raise an alert. */
  atAlert: { falsePositiveRate: number; recall: number };
  /** Alerts that interrupt the person (score ≥ INTERRUPT_THRESHOLD): the share of normal payments, and of fraud. */
  atInterrupt: { normalRate: number; fraudRate: number };
  families: FamilyFigures[];
}

export function evaluate(dataset: readonly LabelledPayment[]): EvaluationReport {
  const scored = dataset.map((item) => ({ item, score: scoreTransaction(item.features).score }));
  const matrix = confusionMatrix(scored.map(({ item, score }) => ({ isFraud: item.isFraud, flagged: score > RISK_THRESHOLDS.block })));
  const precision = ratio(matrix.truePositives, matrix.truePositives + matrix.falsePositives);
  const recall = ratio(matrix.truePositives, matrix.truePositives + matrix.falseNegatives);
  const alert = confusionMatrix(scored.map(({ item, score }) => ({ isFraud: item.isFraud, flagged: score > RISK_THRESHOLDS.alert })));
  return {
    cases: dataset.length,
    fraudCases: dataset.filter((item) => item.isFraud).length,
    atBlock: { ...matrix, precision, recall, f1: ratio(2 * precision * recall, precision + recall) },
    atAlert: {
      falsePositiveRate: ratio(alert.falsePositives, alert.falsePositives + alert.trueNegatives),
      recall: ratio(alert.truePositives, alert.truePositives + alert.falseNegatives),
    },
    atInterrupt: {
      normalRate: ratio(
        scored.filter(({ item, score }) => !item.isFraud && interruptsUser(score)).length,
        scored.filter(({ item }) => !item.isFraud).length,
      ),
      fraudRate: ratio(
        scored.filter(({ item, score }) => item.isFraud && interruptsUser(score)).length,
        scored.filter(({ item }) => item.isFraud).length,
      ),
    },
    families: familyFigures(scored),
  };
}

function confusionMatrix(outcomes: readonly { isFraud: boolean; flagged: boolean }[]): ConfusionMatrix {
  const matrix: ConfusionMatrix = { truePositives: 0, falsePositives: 0, trueNegatives: 0, falseNegatives: 0 };
  for (const { isFraud, flagged } of outcomes) {
    if (isFraud && flagged) matrix.truePositives += 1;
    else if (isFraud) matrix.falseNegatives += 1;
    else if (flagged) matrix.falsePositives += 1;
    else matrix.trueNegatives += 1;
  }
  return matrix;
}

function familyFigures(scored: readonly { item: LabelledPayment; score: number }[]): FamilyFigures[] {
  const byFamily = new Map<string, { isFraud: boolean; scores: number[] }>();
  for (const { item, score } of scored) {
    const entry = byFamily.get(item.family) ?? { isFraud: item.isFraud, scores: [] };
    entry.scores.push(score);
    byFamily.set(item.family, entry);
  }
  return [...byFamily].map(([family, { isFraud, scores }]) => ({
    family,
    isFraud,
    cases: scores.length,
    meanScore: ratio(
      scores.reduce((sum, s) => sum + s, 0),
      scores.length,
    ),
    alertedRate: ratio(scores.filter((s) => s > RISK_THRESHOLDS.alert).length, scores.length),
    blockedRate: ratio(scores.filter((s) => s > RISK_THRESHOLDS.block).length, scores.length),
  }));
}

function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 0 : numerator / denominator;
}

/** The report as lines a person can read in test output and paste into the README. */
export function formatReport(report: EvaluationReport): string {
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
  const { atBlock: m, atAlert } = report;
  const lines = [
    `${report.cases} payments, ${report.fraudCases} fraudulent`,
    `block (>70): precision ${pct(m.precision)}, recall ${pct(m.recall)}, F1 ${pct(m.f1)}`,
    `confusion: TP ${m.truePositives}, FP ${m.falsePositives}, TN ${m.trueNegatives}, FN ${m.falseNegatives}`,
    `alert (>30): false-positive rate ${pct(atAlert.falsePositiveRate)}, recall ${pct(atAlert.recall)}`,
    `interrupts (>=75): ${pct(report.atInterrupt.normalRate)} of normal payments, ${pct(report.atInterrupt.fraudRate)} of fraud`,
    'family | label | cases | mean score | alerted | blocked',
    ...[...report.families]
      .sort((a, b) => Number(a.isFraud) - Number(b.isFraud) || a.family.localeCompare(b.family))
      .map(
        (f) =>
          `${f.family} | ${f.isFraud ? 'fraud' : 'normal'} | ${f.cases} | ${f.meanScore.toFixed(1)} | ${pct(f.alertedRate)} | ${pct(f.blockedRate)}`,
      ),
  ];
  return lines.join('\n');
}
