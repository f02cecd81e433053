import { describe, expect, test } from 'vitest';
import { riskLabelFromFraudScore, riskLevelFromScore } from './risk-display';

describe('riskLevelFromScore (alerts)', () => {
  test.each([
    [100, 'High', 'red'],
    [71, 'High', 'red'],
    [70, 'Medium', 'yellow'],
    [31, 'Medium', 'yellow'],
    [30, 'Low', 'green'],
    [1, 'Low', 'green'],
    [0, 'Low', 'green'],
  ] as const)('score %i is %s (%s)', (score, level, color) => {
    expect(riskLevelFromScore(score)).toEqual({ level, color });
  });
});

describe('riskLabelFromFraudScore (history)', () => {
  test.each([
    [100, 'High Risk'],
    [71, 'High Risk'],
    [70, 'AI Verified'],
    [31, 'AI Verified'],
    [30, 'Verified Safe'],
    [1, 'Verified Safe'],
  ] as const)('score %i is labelled %s', (score, label) => {
    expect(riskLabelFromFraudScore(score)).toBe(label);
  });

  test.each([0, null, undefined, Number.NaN])('no label for %s', (score) => {
    expect(riskLabelFromFraudScore(score)).toBeNull();
  });
});
