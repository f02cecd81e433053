import { describe, expect, it } from 'vitest';
import { riskLabelOf, riskLevelOf } from './risk-display';

describe('riskLabelOf (history items, from fraudScore)', () => {
  it.each([
    [undefined, null],
    [null, null],
    [0, null],
    [1, 'Verified Safe'],
    [30, 'Verified Safe'],
    [31, 'AI Verified'],
    [70, 'AI Verified'],
    [71, 'High Risk'],
    [100, 'High Risk'],
  ])('score %s → %s', (score, label) => {
    expect(riskLabelOf(score)?.label ?? null).toBe(label);
  });

  it('colours High Risk red, AI Verified yellow, Verified Safe green', () => {
    expect([riskLabelOf(90)?.color, riskLabelOf(50)?.color, riskLabelOf(10)?.color]).toEqual(['red', 'yellow', 'green']);
  });
});

describe('riskLevelOf (alerts, from riskScore)', () => {
  it('is High above 70, Medium above 30, Low otherwise', () => {
    expect(riskLevelOf(71)).toEqual({ level: 'High', color: 'red' });
    expect(riskLevelOf(70)).toEqual({ level: 'Medium', color: 'yellow' });
    expect(riskLevelOf(31)).toEqual({ level: 'Medium', color: 'yellow' });
    expect(riskLevelOf(30)).toEqual({ level: 'Low', color: 'green' });
  });
});
