import { expect, test } from 'vitest';
import { ordinaryPayment } from './ordinary-payment.fixture';
import { assertValidFeatures, ghanaLocalHour } from './payment-features';

test('Ghana local hour is the GMT hour all year (no daylight saving)', () => {
  expect(ghanaLocalHour(new Date('2025-01-15T02:30:00Z'))).toBe(2);
  expect(ghanaLocalHour(new Date('2025-07-15T23:59:59Z'))).toBe(23);
  expect(ghanaLocalHour(new Date('2025-07-16T00:00:00+01:00'))).toBe(23);
});

test('ordinary features pass validation, including a recipient with no account', () => {
  expect(() => assertValidFeatures(ordinaryPayment())).not.toThrow();
  expect(() => assertValidFeatures(ordinaryPayment({ recipient: { accountAgeHours: null } }))).not.toThrow();
});
