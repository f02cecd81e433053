import { describe, expect, test } from 'vitest';
import { INTERRUPT_THRESHOLD } from '../risk-display';
import { scoreTransaction } from '../score-transaction';
import { evaluate, formatReport } from './evaluate';
import { FRAUD_PATTERNS } from './fraud-patterns';
import { generateDataset } from './generate-dataset';
import { NORMAL_PATTERNS } from './normal-patterns';
import { SeededRandom } from './seeded-random';

/**
 * Floors a little under the figures measured on the default set (seed 20250101, 4,000 payments):
 * precision 92.7%, recall 53.3%, false-positive rate at the alert threshold 15.0%. A change to the
 * weights that costs more than that fails here; update packages/fraud/README.md when they move.
 */
const FLOORS = { precision: 0.9, recall: 0.5, f1: 0.65, alertRecall: 0.85 };
const CEILINGS = { alertFalsePositiveRate: 0.17, interruptedNormalRate: 0.01 };

describe('evaluation at the block threshold (score above 70)', () => {
  const dataset = generateDataset();
  const report = evaluate(dataset);

  test('reports precision, recall and the confusion matrix, and holds the floors', () => {
    console.info(`Fraud scoring evaluation\n${formatReport(report)}`);
    expect(report.atBlock.precision).toBeGreaterThanOrEqual(FLOORS.precision);
    expect(report.atBlock.recall).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(report.atBlock.f1).toBeGreaterThanOrEqual(FLOORS.f1);
    expect(report.atAlert.recall).toBeGreaterThanOrEqual(FLOORS.alertRecall);
    expect(report.atAlert.falsePositiveRate).toBeLessThanOrEqual(CEILINGS.alertFalsePositiveRate);
  });

  test('the confusion matrix accounts for every payment', () => {
    const { truePositives, falsePositives, trueNegatives, falseNegatives } = report.atBlock;
    expect(truePositives + falseNegatives).toBe(report.fraudCases);
    expect(truePositives + falsePositives + trueNegatives + falseNegatives).toBe(report.cases);
  });

  test('at most 1 % of ordinary payments interrupt the person with an alert (finding 3.13)', () => {
    expect(report.atInterrupt.normalRate).toBeLessThanOrEqual(CEILINGS.interruptedNormalRate);
    // What interrupts is mostly fraud: a large share of it is still shown at once.
    expect(report.atInterrupt.fraudRate).toBeGreaterThanOrEqual(0.45);
  });

  test('a first small payment to a new contact records no interruption', () => {
    const firstToNewFriends = dataset.filter((c) => c.family === 'first payment to a new friend');
    const interrupted = firstToNewFriends.filter((c) => scoreTransaction(c.features).score >= INTERRUPT_THRESHOLD);
    expect(interrupted.length / firstToNewFriends.length).toBeLessThanOrEqual(0.01);
  });

  test('ordinary paying of friends is almost never alerted and never blocked', () => {
    const friends = report.families.find((f) => f.family === 'pay a friend');
    expect(friends?.alertedRate).toBeLessThan(0.01);
    expect(friends?.blockedRate).toBe(0);
  });
});

describe('the generated set', () => {
  test('has at least 2,000 payments, with every family of both labels', () => {
    const dataset = generateDataset();
    expect(dataset.length).toBeGreaterThanOrEqual(2_000);
    const families = new Set(dataset.map((c) => c.family));
    for (const pattern of [...NORMAL_PATTERNS, ...FRAUD_PATTERNS]) expect(families).toContain(pattern.family);
    const fraudShare = dataset.filter((c) => c.isFraud).length / dataset.length;
    expect(fraudShare).toBeGreaterThan(0.2);
    expect(fraudShare).toBeLessThan(0.3);
  });

  test('is the same for the same seed and differs for another', () => {
    expect(generateDataset({ seed: 5, size: 300 })).toEqual(generateDataset({ seed: 5, size: 300 }));
    expect(generateDataset({ seed: 6, size: 300 })).not.toEqual(generateDataset({ seed: 5, size: 300 }));
  });

  test('holds the floors on other seeds too, so they are not tuned to one draw', () => {
    for (const seed of [1, 2, 3]) {
      const { atBlock } = evaluate(generateDataset({ seed }));
      expect(atBlock.precision).toBeGreaterThanOrEqual(FLOORS.precision);
      expect(atBlock.recall).toBeGreaterThanOrEqual(FLOORS.recall);
      expect(evaluate(generateDataset({ seed })).atInterrupt.normalRate).toBeLessThanOrEqual(CEILINGS.interruptedNormalRate);
    }
  });

  test('the pseudo-random source is uniform in [0, 1) and repeatable', () => {
    const a = new SeededRandom(99);
    const b = new SeededRandom(99);
    const values = Array.from({ length: 10_000 }, () => a.next());
    expect(values).toEqual(Array.from({ length: 10_000 }, () => b.next()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.reduce((sum, v) => sum + v, 0) / values.length).toBeCloseTo(0.5, 1);
  });
});
