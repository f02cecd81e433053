import { describe, expect, test } from 'vitest';
import { ordinaryPayment } from '../ordinary-payment.fixture';
import { firstPaymentSignal, newContactSignal, recipientAccountSignal, recipientReportedSignal } from './recipient-signals';

describe('recipient novelty', () => {
  test('a first payment adds 8 points', () => {
    const fired = firstPaymentSignal(ordinaryPayment({ recipient: { isFirstPaymentToRecipient: true } }));
    expect(fired).toMatchObject({ points: 8, reason: 'First payment to this recipient' });
    expect(firstPaymentSignal(ordinaryPayment())).toBeNull();
  });

  test('a new contact adds 5 points', () => {
    const fired = newContactSignal(ordinaryPayment({ recipient: { isNewContact: true } }));
    expect(fired).toMatchObject({ points: 5, reason: 'Recipient is a new contact' });
    expect(newContactSignal(ordinaryPayment())).toBeNull();
  });
});

describe('recipient account age', () => {
  test.each([
    [null, 10, 'Recipient has no Nkabom account yet'],
    [0, 16, 'Recipient account is less than a day old'],
    [23.9, 16, 'Recipient account is less than a day old'],
    [24, 8, 'Recipient account is less than a week old'],
    [167.9, 8, 'Recipient account is less than a week old'],
  ])('%s hours old scores %i', (accountAgeHours, points, reason) => {
    expect(recipientAccountSignal(ordinaryPayment({ recipient: { accountAgeHours } }))).toMatchObject({
      points,
      reason,
    });
  });

  test('an account a week old or more is not a signal', () => {
    expect(recipientAccountSignal(ordinaryPayment({ recipient: { accountAgeHours: 168 } }))).toBeNull();
  });
});

describe('reports against the recipient', () => {
  test.each([
    [1, 20, 'Recipient was reported by another user'],
    [2, 40, 'Recipient was reported by 2 other users'],
    [3, 63, 'Recipient was reported by 3 other users'],
    [4, 63, 'Recipient was reported by 4 other users'],
    [5, 70, 'Recipient was reported by 5 other users'],
    [40, 70, 'Recipient was reported by 40 other users'],
  ])('%i reporters score %i', (distinctReporters, points, reason) => {
    expect(recipientReportedSignal(ordinaryPayment({ recipient: { distinctReporters } }))).toMatchObject({
      points,
      reason,
    });
  });

  test('no reports, no signal', () => {
    expect(recipientReportedSignal(ordinaryPayment())).toBeNull();
  });
});
