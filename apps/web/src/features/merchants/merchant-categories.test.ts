import { describe, expect, it } from 'vitest';
import { categoryName, MERCHANT_CATEGORIES } from './merchant-categories';

describe('merchant categories', () => {
  it('offers each ISO 18245 code once, as the 4 digits the API accepts', () => {
    const codes = MERCHANT_CATEGORIES.map((category) => category.value);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    expect(codes).toEqual(expect.arrayContaining(['5411', '5812', '5814', '5499', '5912', '5999', '7230', '4121', '5541', '8299']));
  });

  it('names a shop by its trade, and a code from elsewhere by its number', () => {
    expect(categoryName('5812')).toBe('Restaurant or chop bar');
    expect(categoryName('4121')).toBe('Taxi or trotro');
    expect(categoryName('1234')).toBe('Category 1234');
  });
});
