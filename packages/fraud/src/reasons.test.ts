import { describe, expect, test } from 'vitest';
import { generateDataset } from './evaluation/generate-dataset';
import { SIGNALS, scoreTransaction } from './score-transaction';

describe('every reason comes from a signal that fired, and every fired signal gives its reason', () => {
  const sample = generateDataset({ seed: 7, size: 600 });

  test('reasons are exactly the fired signals, strongest first, and the score is their capped sum', () => {
    for (const { features } of sample) {
      const result = scoreTransaction(features);
      const fired = SIGNALS.map((signal) => signal(features)).filter((s) => s !== null);
      expect(result.reasons).toHaveLength(fired.length);
      expect([...result.reasons].sort()).toEqual(fired.map((s) => s.reason).sort());
      expect(result.reasons).toEqual(result.signals.map((s) => s.reason));
      const points = result.signals.map((s) => s.points);
      expect(points).toEqual([...points].sort((a, b) => b - a));
      expect(result.score).toBe(
        Math.min(
          100,
          points.reduce((sum, p) => sum + p, 0),
        ),
      );
    }
  });

  test('a signal that does not fire leaves no reason behind', () => {
    for (const { features } of sample) {
      const { reasons } = scoreTransaction(features);
      const silent = SIGNALS.map((signal) => signal(features)).filter((s) => s === null).length;
      expect(reasons.length + silent).toBe(SIGNALS.length);
      if (features.localHour > 4) expect(reasons.some((r) => r.startsWith('Unusual time'))).toBe(false);
      if (features.recipient.distinctReporters === 0) expect(reasons.some((r) => r.includes('reported'))).toBe(false);
      if (!features.recipient.isFirstPaymentToRecipient) expect(reasons).not.toContain('First payment to this recipient');
      if (features.recipient.accountAgeHours !== null) expect(reasons).not.toContain('Recipient has no Nkabom account yet');
    }
  });

  test('no signal fires twice', () => {
    for (const { features } of sample) {
      const codes = scoreTransaction(features).signals.map((s) => s.code);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });
});
