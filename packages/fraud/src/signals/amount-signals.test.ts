import { describe, expect, test } from 'vitest';
import { NEW_RECIPIENT, ordinaryPayment } from '../ordinary-payment.fixture';
import { amountMultipleSignal, balanceDrainSignal, largeAmountLittleHistorySignal } from './amount-signals';

/** A sender whose usual payment is ₵50 and who never paid more, paying someone new. */
const steadySender = {
  medianPaymentPesewas: 50_00n,
  meanPaymentPesewas: 50_00n,
  largestPaymentPesewas: 50_00n,
  balancePesewas: 100_000_00n,
};

describe('amount against the usual payment', () => {
  test.each([
    [149_99n, 0],
    [150_00n, 12],
    [250_00n, 22],
    [500_00n, 35],
    [1_000_00n, 40],
  ])('%i pesewas against a ₵50 median scores %i', (amountPesewas, points) => {
    const fired = amountMultipleSignal(ordinaryPayment({ amountPesewas, sender: steadySender, recipient: NEW_RECIPIENT }));
    expect(fired?.points ?? 0).toBe(points);
  });

  test('says how many times the usual payment it is, rounded down', () => {
    const fired = amountMultipleSignal(ordinaryPayment({ amountPesewas: 435_00n, sender: steadySender, recipient: NEW_RECIPIENT }));
    expect(fired?.reason).toBe('Amount is 8× your usual payment');
  });

  test('counts half toward someone paid before', () => {
    const fired = amountMultipleSignal(ordinaryPayment({ amountPesewas: 500_00n, sender: steadySender }));
    expect(fired?.points).toBe(18);
  });

  test('counts half when the sender has paid as much before, to someone new', () => {
    const sender = { ...steadySender, largestPaymentPesewas: 450_00n };
    const fired = amountMultipleSignal(ordinaryPayment({ amountPesewas: 500_00n, sender, recipient: NEW_RECIPIENT }));
    expect(fired?.points).toBe(18);
  });

  test('is silent for the monthly rent: an amount paid before, to the usual landlord', () => {
    const sender = { ...steadySender, largestPaymentPesewas: 900_00n };
    expect(amountMultipleSignal(ordinaryPayment({ amountPesewas: 1_000_00n, sender }))).toBeNull();
  });

  test('is silent below ₵100, below the average payment, or with fewer than 3 payments', () => {
    const tiny = {
      ...steadySender,
      medianPaymentPesewas: 5_00n,
      meanPaymentPesewas: 5_00n,
      largestPaymentPesewas: 5_00n,
    };
    expect(amountMultipleSignal(ordinaryPayment({ amountPesewas: 99_99n, sender: tiny, recipient: NEW_RECIPIENT }))).toBeNull();
    const skewed = { ...steadySender, meanPaymentPesewas: 600_00n };
    expect(amountMultipleSignal(ordinaryPayment({ amountPesewas: 500_00n, sender: skewed, recipient: NEW_RECIPIENT }))).toBeNull();
    const fresh = { ...steadySender, previousPaymentCount: 2 };
    expect(amountMultipleSignal(ordinaryPayment({ amountPesewas: 500_00n, sender: fresh, recipient: NEW_RECIPIENT }))).toBeNull();
  });
});

describe('large amount with little history', () => {
  const fresh = { previousPaymentCount: 2, medianPaymentPesewas: 20_00n, balancePesewas: 100_000_00n };
  test.each([
    [999_99n, 0],
    [1_000_00n, 20],
    [2_000_00n, 28],
    [5_000_00n, 35],
  ])('%i pesewas from a sender with 2 payments scores %i', (amountPesewas, points) => {
    expect(largeAmountLittleHistorySignal(ordinaryPayment({ amountPesewas, sender: fresh }))?.points ?? 0).toBe(points);
  });

  test('names the amount', () => {
    const fired = largeAmountLittleHistorySignal(ordinaryPayment({ amountPesewas: 2_000_00n, sender: fresh }));
    expect(fired?.reason).toBe('Large amount (₵2,000.00) with little payment history');
  });

  test('is silent once the sender has 3 payments of history', () => {
    const sender = { ...fresh, previousPaymentCount: 3 };
    expect(largeAmountLittleHistorySignal(ordinaryPayment({ amountPesewas: 5_000_00n, sender }))).toBeNull();
  });
});

describe('share of the balance', () => {
  test.each([
    [799_00n, 0],
    [800_00n, 15],
    [949_00n, 15],
    [950_00n, 22],
    [1_000_00n, 22],
  ])('%i pesewas out of ₵1,000 scores %i', (amountPesewas, points) => {
    expect(balanceDrainSignal(ordinaryPayment({ amountPesewas }))?.points ?? 0).toBe(points);
  });

  test('says the share, rounded down', () => {
    expect(balanceDrainSignal(ordinaryPayment({ amountPesewas: 959_00n }))?.reason).toBe('Sending 95% of your balance');
  });

  test('counts half when the amount is no more than twice the usual payment', () => {
    const sender = { medianPaymentPesewas: 500_00n };
    expect(balanceDrainSignal(ordinaryPayment({ amountPesewas: 1_000_00n, sender }))?.points).toBe(11);
  });

  test('is silent below ₵200, even for the whole balance', () => {
    const sender = { balancePesewas: 199_99n };
    expect(balanceDrainSignal(ordinaryPayment({ amountPesewas: 199_99n, sender }))).toBeNull();
  });
});
