import { describe, expect, it } from 'vitest';
import { formatCedis, parseCedis, toCedisString } from './index';

describe('parseCedis', () => {
  it('reads whole, one- and two-decimal amounts as exact pesewas', () => {
    expect(parseCedis('12')).toBe(1200n);
    expect(parseCedis('12.5')).toBe(1250n);
    expect(parseCedis('0.01')).toBe(1n);
    expect(parseCedis('1000.00')).toBe(100000n);
  });
  it('does not suffer float rounding', () => {
    expect(parseCedis('0.29')).toBe(29n);
    expect(parseCedis('1.005'.slice(0, 4))).toBe(100n);
  });
  it('rejects more than 2 decimals, signs, exponents and text', () => {
    for (const bad of ['1.005', '-1', '+1', '1e3', 'abc', '', '.5', '1,000']) {
      expect(() => parseCedis(bad)).toThrow();
    }
  });
});

describe('toCedisString and formatCedis', () => {
  it('writes the wire format with 2 decimals', () => {
    expect(toCedisString(5n)).toBe('0.05');
    expect(toCedisString(123456n)).toBe('1234.56');
    expect(toCedisString(-305n)).toBe('-3.05');
  });
  it('formats for en-GH with the cedi sign and grouping', () => {
    expect(formatCedis(100000n)).toBe('₵1,000.00');
    expect(formatCedis('2847.5')).toBe('₵2,847.50');
    expect(formatCedis(-1250n)).toBe('-₵12.50');
    expect(formatCedis(1250n, { signed: true })).toBe('+₵12.50');
    expect(formatCedis(123456789012n)).toBe('₵1,234,567,890.12');
  });
});
