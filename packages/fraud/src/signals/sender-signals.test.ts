import { describe, expect, test } from 'vitest';
import { ordinaryPayment } from '../ordinary-payment.fixture';
import { newSenderAccountSignal, unusualHourSignal } from './sender-signals';

describe('sender account age', () => {
  test.each([
    [0, 15, 'Your account is less than a day old'],
    [23.9, 15, 'Your account is less than a day old'],
    [24, 6, 'Your account is less than a week old'],
    [167.9, 6, 'Your account is less than a week old'],
  ])('%s hours old scores %i', (accountAgeHours, points, reason) => {
    expect(newSenderAccountSignal(ordinaryPayment({ sender: { accountAgeHours } }))).toMatchObject({ points, reason });
  });

  test('an account a week old or more is not a signal', () => {
    expect(newSenderAccountSignal(ordinaryPayment({ sender: { accountAgeHours: 168 } }))).toBeNull();
  });
});

describe('time of day (Ghana, GMT)', () => {
  test.each([0, 1, 2, 3, 4])('%i:00 is unusual', (localHour) => {
    expect(unusualHourSignal(ordinaryPayment({ localHour }))?.points).toBe(8);
  });

  test('names the hour', () => {
    expect(unusualHourSignal(ordinaryPayment({ localHour: 2 }))?.reason).toBe('Unusual time (02:00)');
  });

  test.each([5, 12, 23])('%i:00 is not', (localHour) => {
    expect(unusualHourSignal(ordinaryPayment({ localHour }))).toBeNull();
  });
});
