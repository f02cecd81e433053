import { describe, expect, test } from 'vitest';
import { generateDataset } from './evaluation/generate-dataset';
import { fraudReasonOf, type FraudReasonKey } from './reason-keys';
import { scoreTransaction } from './score-transaction';
import type { SignalCode } from './signals/fired-signal';

// Each signal's code and the keys its sentences read back as (an account's age: a day or a week).
const KEYS_OF: Record<SignalCode, readonly FraudReasonKey[]> = {
  'amount-multiple': ['amount_multiple'],
  'large-amount-little-history': ['large_amount_little_history'],
  'balance-drain': ['balance_drain'],
  'first-payment-to-recipient': ['first_payment_to_recipient'],
  'new-contact': ['new_contact'],
  'recipient-no-account': ['recipient_no_account'],
  'recipient-new-account': ['recipient_account_day', 'recipient_account_week'],
  'recipient-reported': ['recipient_reported'],
  'burst-10-minutes': ['burst_10_minutes'],
  'busy-24-hours': ['busy_24_hours'],
  'sent-24-hours': ['sent_24_hours'],
  'new-sender-account': ['sender_account_day', 'sender_account_week'],
  'unusual-hour': ['unusual_hour'],
};

describe('fraudReasonOf: a stored reason read back as its key and figure', () => {
  test('every reason a signal writes has its key, the same kind as the signal that wrote it', () => {
    const seen = new Set<string>();
    for (const { features } of generateDataset({ seed: 11, size: 2000 })) {
      for (const fired of scoreTransaction(features).signals) {
        const reason = fraudReasonOf(fired.reason);
        expect(reason, fired.reason).not.toBeNull();
        expect(KEYS_OF[fired.code]).toContain(reason!.key);
        seen.add(reason!.key);
      }
    }
    expect(seen.size).toBeGreaterThan(8);
  });

  test('takes the figure out of the sentence', () => {
    expect(fraudReasonOf('Amount is 12× your usual payment')).toEqual({ key: 'amount_multiple', values: { count: 12 } });
    expect(fraudReasonOf('Large amount (₵1,250.00) with little payment history')).toEqual({
      key: 'large_amount_little_history',
      values: { amount: '1250.00' },
    });
    expect(fraudReasonOf('Sending 95% of your balance')).toEqual({ key: 'balance_drain', values: { percent: 95 } });
    expect(fraudReasonOf('Recipient was reported by 3 other users')).toEqual({ key: 'recipient_reported', values: { count: 3 } });
    expect(fraudReasonOf('Recipient was reported by another user')).toEqual({ key: 'recipient_reported', values: { count: 1 } });
    expect(fraudReasonOf('Unusual time (02:00)')).toEqual({ key: 'unusual_hour', values: { hour: '02' } });
    expect(fraudReasonOf('₵3,000.00 sent in the last 24 hours, including this payment')).toEqual({
      key: 'sent_24_hours',
      values: { amount: '3000.00' },
    });
    expect(fraudReasonOf('Recipient has no Nkabom account yet')).toEqual({ key: 'recipient_no_account', values: {} });
  });

  test('a sentence it does not write has no key', () => {
    expect(fraudReasonOf('Velocity anomaly')).toBeNull();
  });
});
