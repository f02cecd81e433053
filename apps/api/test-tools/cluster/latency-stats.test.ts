import { describe, expect, it } from 'vitest';
import { percentile, summarizeLatencies } from './latency-stats';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBe(0);
  });
});

describe('summarizeLatencies', () => {
  it('gives the rate per second and the p99 of unsorted latencies', () => {
    const latencies = [...Array.from({ length: 99 }, () => 10), 500];
    expect(summarizeLatencies(latencies, 2_000)).toEqual({ count: 100, perSecond: 50, p50: 10, p99: 10, max: 500 });
  });
  it('is all zeros without requests', () => {
    expect(summarizeLatencies([], 1_000)).toEqual({ count: 0, perSecond: 0, p50: 0, p99: 0, max: 0 });
  });
});
