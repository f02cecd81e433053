import { afterEach, describe, expect, test, vi } from 'vitest';
import { NEW_RECIPIENT, ordinaryPayment, type PaymentOverrides } from './ordinary-payment.fixture';
import { InvalidPaymentFeaturesError } from './payment-features';
import { fraudDecisionFromScore, fraudLevelFromScore, scoreTransaction } from './score-transaction';

describe('thresholds: above 70 blocks, 31-70 alerts, 30 and below allows', () => {
  test.each([
    [0, 'allow', 'low'],
    [30, 'allow', 'low'],
    [31, 'alert', 'medium'],
    [70, 'alert', 'medium'],
    [71, 'block', 'high'],
    [100, 'block', 'high'],
  ] as const)('%i → %s (%s)', (score, decision, level) => {
    expect(fraudDecisionFromScore(score)).toBe(decision);
    expect(fraudLevelFromScore(score)).toBe(level);
  });

  test('a payment scoring exactly 30 is allowed', () => {
    const result = scoreTransaction(ordinaryPayment({ recipient: { distinctReporters: 1, accountAgeHours: null } }));
    expect(result).toMatchObject({ score: 30, decision: 'allow' });
  });

  test('a payment scoring exactly 31 raises an alert', () => {
    const result = scoreTransaction(ordinaryPayment({ recipient: { ...NEW_RECIPIENT, accountAgeHours: null }, localHour: 3 }));
    expect(result).toMatchObject({ score: 31, decision: 'alert' });
  });

  test('a payment scoring exactly 70 raises an alert but is not blocked', () => {
    const result = scoreTransaction(ordinaryPayment({ recipient: { distinctReporters: 5 } }));
    expect(result).toMatchObject({ score: 70, decision: 'alert' });
  });

  test('the score is capped at 100 and is always an integer', () => {
    const everything = ordinaryPayment({
      amountPesewas: 1_000_00n,
      sender: { accountAgeHours: 1 },
      velocity: { paymentsLast10Minutes: 12, paymentsLast24Hours: 30, sentLast24HoursPesewas: 5_000_00n },
      recipient: { ...NEW_RECIPIENT, accountAgeHours: 1, distinctReporters: 9 },
      localHour: 1,
    });
    const result = scoreTransaction(everything);
    expect(result.score).toBe(100);
    expect(result.signals.reduce((sum, s) => sum + s.points, 0)).toBeGreaterThan(100);
    expect(Number.isInteger(result.score)).toBe(true);
  });
});

describe('no single signal blocks on its own', () => {
  const singles: [string, PaymentOverrides][] = [
    ['a first payment', { recipient: { isFirstPaymentToRecipient: true } }],
    ['a new contact', { recipient: { isNewContact: true } }],
    ['an odd hour', { localHour: 2 }],
    ['a recipient without an account', { recipient: { accountAgeHours: null } }],
    ['a recipient account an hour old', { recipient: { accountAgeHours: 1 } }],
    ['a sender account an hour old', { sender: { accountAgeHours: 1 } }],
    ['12 payments in 10 minutes to a known recipient', { velocity: { paymentsLast10Minutes: 12, paymentsLast24Hours: 12 } }],
    ['the whole balance', { amountPesewas: 1_000_00n, sender: { largestPaymentPesewas: 1_000_00n } }],
  ];
  test.each(singles)('%s is allowed', (_name, overrides) => {
    expect(scoreTransaction(ordinaryPayment(overrides)).decision).toBe('allow');
  });

  test('even the strongest, many reports, only alerts', () => {
    expect(scoreTransaction(ordinaryPayment({ recipient: { distinctReporters: 50 } })).decision).toBe('alert');
  });
});

describe('determinism', () => {
  afterEach(() => vi.restoreAllMocks());

  test('the same features give the same result, without reading the clock or randomness', () => {
    const random = vi.spyOn(Math, 'random');
    const now = vi.spyOn(Date, 'now');
    const features = ordinaryPayment({ amountPesewas: 960_00n, recipient: NEW_RECIPIENT, localHour: 2 });
    const copy = structuredClone(features);
    expect(scoreTransaction(features)).toEqual(scoreTransaction(copy));
    expect(features).toEqual(copy);
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
  });
});

describe('features the money service could only send by mistake are refused', () => {
  test.each<[string, PaymentOverrides]>([
    ['amountPesewas', { amountPesewas: 0n }],
    ['sender.balancePesewas', { sender: { balancePesewas: -1n } }],
    ['sender.previousPaymentCount', { sender: { previousPaymentCount: 1.5 } }],
    ['sender.accountAgeHours', { sender: { accountAgeHours: Number.NaN } }],
    ['velocity.paymentsLast10Minutes', { velocity: { paymentsLast10Minutes: -1 } }],
    ['recipient.distinctReporters', { recipient: { distinctReporters: -2 } }],
    ['localHour', { localHour: 24 }],
  ])('%s', (field, overrides) => {
    expect(() => scoreTransaction(ordinaryPayment(overrides))).toThrow(InvalidPaymentFeaturesError);
    expect(() => scoreTransaction(ordinaryPayment(overrides))).toThrow(field);
  });
});
