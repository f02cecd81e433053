import { describe, expect, it } from 'vitest';
import { rankFrequentCounterparts, type CounterpartStats } from './frequent-contacts-ranking';

const at = (day: number) => new Date(Date.UTC(2026, 10, day));
const stat = (userId: string, completedCount: number, totalCount: number, day: number): CounterpartStats => ({
  userId,
  completedCount,
  totalCount,
  lastAt: at(day),
});

describe('rankFrequentCounterparts', () => {
  it('puts completed dealings before attempts, then recency', () => {
    const ranked = rankFrequentCounterparts([
      stat('blocked-many', 0, 9, 20),
      stat('paid-twice-old', 2, 2, 1),
      stat('paid-twice-new', 2, 3, 5),
      stat('paid-three', 3, 3, 2),
      stat('paid-twice-new-fewer-tries', 2, 2, 10),
    ]);
    expect(ranked.map((s) => s.userId)).toEqual([
      'paid-three',
      'paid-twice-new',
      'paid-twice-new-fewer-tries',
      'paid-twice-old',
      'blocked-many',
    ]);
  });

  it('breaks full ties by recency, then id, and keeps the top 10', () => {
    const many = Array.from({ length: 15 }, (_, i) => stat(`u${String(i).padStart(2, '0')}`, 1, 1, i + 1));
    const ranked = rankFrequentCounterparts(many);
    expect(ranked).toHaveLength(10);
    expect(ranked[0]!.userId).toBe('u14');
    expect(rankFrequentCounterparts([stat('b', 1, 1, 1), stat('a', 1, 1, 1)]).map((s) => s.userId)).toEqual(['a', 'b']);
  });

  it('leaves its input alone', () => {
    const input = [stat('a', 0, 1, 1), stat('b', 1, 1, 1)];
    rankFrequentCounterparts(input);
    expect(input.map((s) => s.userId)).toEqual(['a', 'b']);
  });
});
