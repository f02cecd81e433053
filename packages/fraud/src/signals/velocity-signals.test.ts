import { describe, expect, test } from 'vitest';
import { NEW_RECIPIENT, ordinaryPayment } from '../ordinary-payment.fixture';
import { burstSignal, busyDaySignal, dailyTotalSignal } from './velocity-signals';

describe('payments in the last 10 minutes', () => {
  test.each([
    [2, 0],
    [3, 12],
    [5, 35],
    [8, 58],
    [12, 65],
  ])('%i earlier payments, then one to someone new, score %i', (paymentsLast10Minutes, points) => {
    const features = ordinaryPayment({
      velocity: { paymentsLast10Minutes, paymentsLast24Hours: paymentsLast10Minutes },
      recipient: NEW_RECIPIENT,
    });
    expect(burstSignal(features)?.points ?? 0).toBe(points);
  });

  test('reads as a count a person understands', () => {
    const features = ordinaryPayment({
      velocity: { paymentsLast10Minutes: 5, paymentsLast24Hours: 5 },
      recipient: NEW_RECIPIENT,
    });
    expect(burstSignal(features)?.reason).toBe('5 payments in the last 10 minutes');
  });

  test('counts a third toward someone paid before (payroll)', () => {
    const features = ordinaryPayment({ velocity: { paymentsLast10Minutes: 8, paymentsLast24Hours: 8 } });
    expect(burstSignal(features)?.points).toBe(19);
  });
});

describe('payments in the last 24 hours', () => {
  test.each([
    [14, 0],
    [15, 8],
    [30, 15],
  ])('%i earlier payments score %i', (paymentsLast24Hours, points) => {
    const features = ordinaryPayment({ velocity: { paymentsLast24Hours }, recipient: NEW_RECIPIENT });
    expect(busyDaySignal(features)?.points ?? 0).toBe(points);
  });

  test('reads as a count', () => {
    const features = ordinaryPayment({ velocity: { paymentsLast24Hours: 15 }, recipient: NEW_RECIPIENT });
    expect(busyDaySignal(features)?.reason).toBe('15 payments in the last 24 hours');
  });
});

describe('total sent in the last 24 hours', () => {
  const day = (sentLast24HoursPesewas: bigint) => ({ paymentsLast24Hours: 4, sentLast24HoursPesewas });

  test('fires at ₵2,000 including this payment for a sender whose usual payment is small', () => {
    const fired = dailyTotalSignal(ordinaryPayment({ velocity: day(1_950_00n), recipient: NEW_RECIPIENT }));
    expect(fired).toMatchObject({ points: 10, reason: '₵2,000.00 sent in the last 24 hours, including this payment' });
    expect(dailyTotalSignal(ordinaryPayment({ velocity: day(1_949_99n), recipient: NEW_RECIPIENT }))).toBeNull();
  });

  test('needs ten times the usual payment from a sender who pays large amounts', () => {
    const sender = { medianPaymentPesewas: 500_00n };
    expect(dailyTotalSignal(ordinaryPayment({ sender, velocity: day(4_900_00n), recipient: NEW_RECIPIENT }))).toBeNull();
    expect(dailyTotalSignal(ordinaryPayment({ sender, velocity: day(4_950_00n), recipient: NEW_RECIPIENT }))?.points).toBe(10);
  });

  test('counts a third toward someone paid before, and nothing for a single payment', () => {
    expect(dailyTotalSignal(ordinaryPayment({ velocity: day(5_000_00n) }))?.points).toBe(3);
    const single = ordinaryPayment({
      amountPesewas: 5_000_00n,
      velocity: { paymentsLast24Hours: 0, sentLast24HoursPesewas: 0n },
    });
    expect(dailyTotalSignal(single)).toBeNull();
  });
});
