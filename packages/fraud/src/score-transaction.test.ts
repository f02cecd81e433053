import { describe, expect, test } from 'vitest';
import { NEW_RECIPIENT, ordinaryPayment } from './ordinary-payment.fixture';
import { scoreTransaction } from './score-transaction';

describe('ordinary behaviour stays at or below 30 (allowed)', () => {
  test('paying a friend a usual amount scores 0, with no reasons', () => {
    const result = scoreTransaction(ordinaryPayment({ amountPesewas: 60_00n }));
    expect(result).toMatchObject({ score: 0, reasons: [], level: 'low', decision: 'allow', confidence: 0 });
  });

  test('an employer paying the 9th known employee in 10 minutes', () => {
    const result = scoreTransaction(
      ordinaryPayment({
        amountPesewas: 900_00n,
        sender: {
          medianPaymentPesewas: 900_00n,
          meanPaymentPesewas: 950_00n,
          largestPaymentPesewas: 2_000_00n,
          previousPaymentCount: 600,
          balancePesewas: 40_000_00n,
        },
        velocity: { paymentsLast10Minutes: 8, paymentsLast24Hours: 12, sentLast24HoursPesewas: 10_800_00n },
      }),
    );
    expect(result.score).toBeLessThanOrEqual(30);
    expect(result.decision).toBe('allow');
  });

  test('the monthly rent to the usual landlord, most of the balance', () => {
    const sender = {
      medianPaymentPesewas: 80_00n,
      meanPaymentPesewas: 150_00n,
      largestPaymentPesewas: 1_500_00n,
      balancePesewas: 1_800_00n,
    };
    const result = scoreTransaction(ordinaryPayment({ amountPesewas: 1_500_00n, sender }));
    expect(result).toMatchObject({ score: 15, reasons: ['Sending 83% of your balance'], decision: 'allow' });
  });

  test('a first payment of a usual amount to a new friend', () => {
    const result = scoreTransaction(ordinaryPayment({ amountPesewas: 60_00n, recipient: NEW_RECIPIENT }));
    expect(result).toMatchObject({
      score: 13,
      reasons: ['First payment to this recipient', 'Recipient is a new contact'],
      decision: 'allow',
    });
  });

  test('inviting a friend by paying their phone number before they have an account', () => {
    const result = scoreTransaction(ordinaryPayment({ recipient: { ...NEW_RECIPIENT, accountAgeHours: null } }));
    expect(result.score).toBe(23);
    expect(result.reasons).toContain('Recipient has no Nkabom account yet');
  });

  test("a new user's first payment to a friend", () => {
    const sender = {
      accountAgeHours: 5,
      previousPaymentCount: 0,
      medianPaymentPesewas: null,
      meanPaymentPesewas: null,
      largestPaymentPesewas: null,
      balancePesewas: 500_00n,
    };
    const result = scoreTransaction(ordinaryPayment({ amountPesewas: 100_00n, sender, recipient: NEW_RECIPIENT }));
    expect(result).toMatchObject({ score: 28, decision: 'allow' });
  });
});

describe('clear fraud scores above 70 (blocked)', () => {
  test('account takeover: 19× the usual amount, 96% of the balance, to someone new, at 2 am', () => {
    const result = scoreTransaction(ordinaryPayment({ amountPesewas: 960_00n, recipient: NEW_RECIPIENT, localHour: 2 }));
    expect(result).toMatchObject({ score: 78, level: 'high', decision: 'block' });
    expect(result.reasons).toEqual([
      'Amount is 19× your usual payment',
      'Sending 96% of your balance',
      'First payment to this recipient',
      'Unusual time (02:00)',
      'Recipient is a new contact',
    ]);
  });

  test('a first payment to a recipient reported by 3 other users', () => {
    const result = scoreTransaction(
      ordinaryPayment({ amountPesewas: 100_00n, recipient: { isFirstPaymentToRecipient: true, distinctReporters: 3 } }),
    );
    expect(result).toMatchObject({ score: 71, decision: 'block' });
    expect(result.reasons[0]).toBe('Recipient was reported by 3 other users');
  });

  test('the 9th payment in 10 minutes, to someone new', () => {
    const velocity = { paymentsLast10Minutes: 8, paymentsLast24Hours: 8, sentLast24HoursPesewas: 400_00n };
    const result = scoreTransaction(ordinaryPayment({ velocity, recipient: NEW_RECIPIENT }));
    expect(result).toMatchObject({ score: 71, decision: 'block' });
    expect(result.reasons[0]).toBe('8 payments in the last 10 minutes');
  });

  test('an account opened today sending ₵2,000 to an account opened today', () => {
    const sender = {
      accountAgeHours: 3,
      previousPaymentCount: 0,
      medianPaymentPesewas: null,
      meanPaymentPesewas: null,
      largestPaymentPesewas: null,
      balancePesewas: 10_000_00n,
    };
    const recipient = { ...NEW_RECIPIENT, accountAgeHours: 2 };
    const velocity = { paymentsLast24Hours: 0, sentLast24HoursPesewas: 0n };
    const result = scoreTransaction(ordinaryPayment({ amountPesewas: 2_000_00n, sender, velocity, recipient }));
    expect(result).toMatchObject({ score: 72, decision: 'block' });
    expect(result.reasons).toContain('Your account is less than a day old');
    expect(result.reasons).toContain('Recipient account is less than a day old');
  });
});

describe('grey cases go through with an alert', () => {
  test('a one-off purchase of 10× the usual amount from a new seller', () => {
    const result = scoreTransaction(ordinaryPayment({ amountPesewas: 500_00n, recipient: NEW_RECIPIENT }));
    expect(result).toMatchObject({ score: 48, level: 'medium', decision: 'alert' });
  });

  test('a known recipient reported by 2 other users', () => {
    expect(scoreTransaction(ordinaryPayment({ recipient: { distinctReporters: 2 } })).decision).toBe('alert');
  });
});

describe('alert confidence and insight', () => {
  test('grows with the number of independent kinds of evidence', () => {
    const takeover = scoreTransaction(ordinaryPayment({ amountPesewas: 960_00n, recipient: NEW_RECIPIENT, localHour: 2 }));
    // amount, balance, new recipient (first payment + new contact count once), time of day
    expect(takeover.confidence).toBe(0.87);
    expect(takeover.mlInsights).toBe(
      'Risk score 78/100 from 4 independent kinds of signal: amount, share of balance, new recipient, time of day.',
    );
    const oneKind = scoreTransaction(ordinaryPayment({ recipient: NEW_RECIPIENT }));
    expect(oneKind.confidence).toBe(0.4);
  });

  test('is 0 with a plain explanation when nothing fired', () => {
    expect(scoreTransaction(ordinaryPayment()).mlInsights).toBe('No risk signals: the payment matches your usual activity.');
  });
});
