import { scoreTransaction } from './score-transaction';
import { describe, expect, it } from 'vitest';
import { buildPaymentFeatures, mean, median, type OutgoingPayment, type PaymentFacts } from './build-payment-features';

const NOW = new Date('2026-03-10T14:30:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
const paid = (amountPesewas: bigint, createdAt: Date, status: OutgoingPayment['status'] = 'completed'): OutgoingPayment => ({
  amountPesewas,
  createdAt,
  status,
});

function facts(overrides: Partial<PaymentFacts> = {}): PaymentFacts {
  return {
    amountPesewas: 50_00n,
    now: NOW,
    sender: { createdAt: new Date('2025-03-10T14:30:00Z'), balancePesewas: 1_000_00n },
    history: [],
    recipient: { createdAt: new Date('2025-06-01T00:00:00Z'), distinctReporters: 0, paidBefore: false, establishedContact: false },
    ...overrides,
  };
}

describe('buildPaymentFeatures', () => {
  it('takes the baseline from completed payments only', () => {
    const features = buildPaymentFeatures(
      facts({
        history: [
          paid(10_00n, minutesAgo(60 * 48)),
          paid(30_00n, minutesAgo(60 * 72)),
          paid(20_00n, minutesAgo(60 * 96)),
          paid(900_00n, minutesAgo(5), 'pending'),
        ],
      }),
    );
    expect(features.sender).toMatchObject({
      medianPaymentPesewas: 20_00n,
      meanPaymentPesewas: 20_00n,
      largestPaymentPesewas: 30_00n,
      previousPaymentCount: 3,
      balancePesewas: 1_000_00n,
    });
    expect(features.sender.accountAgeHours).toBe(365 * 24);
  });

  it('counts velocity from every payment that moved money, inside each window', () => {
    const features = buildPaymentFeatures(
      facts({
        history: [
          paid(1_00n, minutesAgo(1)),
          paid(2_00n, minutesAgo(9), 'pending'),
          paid(4_00n, minutesAgo(11)),
          paid(8_00n, minutesAgo(60 * 23)),
          paid(16_00n, minutesAgo(60 * 25)),
        ],
      }),
    );
    expect(features.velocity).toEqual({ paymentsLast10Minutes: 2, paymentsLast24Hours: 4, sentLast24HoursPesewas: 15_00n });
  });

  it('counts a payment stamped just after `now`: a parallel send that committed first must not slip past velocity', () => {
    const justAfter = new Date(NOW.getTime() + 3);
    const features = buildPaymentFeatures(
      facts({ history: [paid(5_00n, justAfter), paid(5_00n, minutesAgo(2)), paid(5_00n, minutesAgo(3))] }),
    );
    expect(features.velocity).toEqual({ paymentsLast10Minutes: 3, paymentsLast24Hours: 3, sentLast24HoursPesewas: 15_00n });
  });

  it('has no baseline for a first payment', () => {
    const features = buildPaymentFeatures(facts());
    expect(features.sender).toMatchObject({
      medianPaymentPesewas: null,
      meanPaymentPesewas: null,
      largestPaymentPesewas: null,
      previousPaymentCount: 0,
    });
    expect(features.velocity).toEqual({ paymentsLast10Minutes: 0, paymentsLast24Hours: 0, sentLast24HoursPesewas: 0n });
  });

  it('describes the recipient: first payment, new contact, age, reports; null age without an account', () => {
    const known = buildPaymentFeatures(
      facts({ recipient: { createdAt: minutesAgo(60 * 3), distinctReporters: 2, paidBefore: true, establishedContact: true } }),
    );
    expect(known.recipient).toEqual({ isFirstPaymentToRecipient: false, accountAgeHours: 3, distinctReporters: 2, isNewContact: false });
    const unregistered = buildPaymentFeatures(
      facts({ recipient: { createdAt: null, distinctReporters: 0, paidBefore: false, establishedContact: false } }),
    );
    expect(unregistered.recipient).toEqual({
      isFirstPaymentToRecipient: true,
      accountAgeHours: null,
      distinctReporters: 0,
      isNewContact: true,
    });
  });

  it('uses the Ghana (UTC) hour of `now` and never a negative age', () => {
    const night = buildPaymentFeatures(
      facts({ now: new Date('2026-03-10T02:15:00Z'), sender: { createdAt: new Date('2026-03-10T03:00:00Z'), balancePesewas: 0n } }),
    );
    expect(night.localHour).toBe(2);
    expect(night.sender.accountAgeHours).toBe(0);
  });

  it('gives the scorer features it accepts, and the scores the API relies on', () => {
    const ordinary = scoreTransaction(
      buildPaymentFeatures(
        facts({ recipient: { createdAt: minutesAgo(60 * 24 * 400), distinctReporters: 0, paidBefore: true, establishedContact: true } }),
      ),
    );
    expect(ordinary.decision).toBe('allow');
    const mule = scoreTransaction(
      buildPaymentFeatures(
        facts({ recipient: { createdAt: minutesAgo(60 * 24 * 400), distinctReporters: 3, paidBefore: false, establishedContact: false } }),
      ),
    );
    expect(mule.decision).toBe('block');
  });
});

describe('median and mean of pesewas', () => {
  it('are exact on bigints', () => {
    expect(median([5n, 1n, 3n])).toBe(3n);
    expect(median([1n, 2n, 3n, 4n])).toBe(2n);
    expect(median([])).toBeNull();
    expect(mean([1n, 2n])).toBe(2n);
    expect(mean([1n, 1n, 2n])).toBe(1n);
    expect(mean([10_000_000_000_00n, 10_000_000_000_00n])).toBe(10_000_000_000_00n);
    expect(mean([])).toBeNull();
  });
});
