import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { intlLocale } from './intl-locale';
import { formatCedis } from './locale-format';

describe('amounts and dates in the active language', () => {
  afterEach(() => i18n.activate('en'));

  it('writes English amounts exactly as before: the cedi sign, grouping, two decimals', () => {
    expect(formatCedis(123450n)).toBe('₵1,234.50');
    expect(formatCedis('-0.5')).toBe('-₵0.50');
    expect(formatCedis(2500n, { signed: true })).toBe('+₵25.00');
    expect(intlLocale('en-GB')).toBe('en-GB');
  });

  it("writes French amounts with French marks, still the cedi sign and two decimals, and never a float's error", () => {
    i18n.activate('fr');
    expect(formatCedis(123450n)).toMatch(/^₵1\s234,50$/u);
    expect(formatCedis('9999999.99')).toMatch(/^₵9\s999\s999,99$/u);
    expect(formatCedis(-5n)).toBe('-₵0,05');
    expect(intlLocale('en-GB')).toBe('fr-GH');
  });
});
