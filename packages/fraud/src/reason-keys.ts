import { APP_NAME } from '@ghanapay/validators';

/**
 * A fraud reason as a stable key and its figure, for a screen that writes it in another language.
 * The reasons are stored as the sentences the signals wrote (`transactions.fraud_reasons`,
 * `fraud_alerts.risk_factors`, written by the send path's ledger functions); each sentence is this
 * package's own, so it is read back here by its template, and `reason-keys.test.ts` holds every
 * sentence a signal can write readable. A sentence no template knows (an older wording) has no key,
 * and a screen shows it as it is.
 */
export const FRAUD_REASON_KEYS = [
  'amount_multiple',
  'large_amount_little_history',
  'balance_drain',
  'first_payment_to_recipient',
  'new_contact',
  'recipient_no_account',
  'recipient_account_day',
  'recipient_account_week',
  'recipient_reported',
  'burst_10_minutes',
  'busy_24_hours',
  'sent_24_hours',
  'sender_account_day',
  'sender_account_week',
  'unusual_hour',
  'suspicious_activity',
] as const;
export type FraudReasonKey = (typeof FRAUD_REASON_KEYS)[number];

export interface FraudReason {
  key: FraudReasonKey;
  /** `count` (a number of payments, people, or the multiple), `amount` (2-decimal cedis), `percent`, `hour` ("02"). */
  values: { count?: number; amount?: string; percent?: number; hour?: string };
}

/** "₵1,234.50" → "1234.50". */
const cedis = (text: string) => text.replace(/[₵,]/g, '');

const FIXED: Record<string, FraudReasonKey> = {
  'First payment to this recipient': 'first_payment_to_recipient',
  'Recipient is a new contact': 'new_contact',
  [`Recipient has no ${APP_NAME} account yet`]: 'recipient_no_account',
  'Recipient account is less than a day old': 'recipient_account_day',
  'Recipient account is less than a week old': 'recipient_account_week',
  'Recipient was reported by another user': 'recipient_reported',
  'Your account is less than a day old': 'sender_account_day',
  'Your account is less than a week old': 'sender_account_week',
  'Suspicious activity detected': 'suspicious_activity',
};

const COUNTED: ReadonlyArray<readonly [RegExp, (found: string) => FraudReason]> = [
  [/^Amount is (\d+)× your usual payment$/, (n) => ({ key: 'amount_multiple', values: { count: Number(n) } })],
  [
    /^Large amount \((₵[\d,]+\.\d{2})\) with little payment history$/,
    (a) => ({ key: 'large_amount_little_history', values: { amount: cedis(a) } }),
  ],
  [/^Sending (\d+)% of your balance$/, (n) => ({ key: 'balance_drain', values: { percent: Number(n) } })],
  [/^Recipient was reported by (\d+) other users$/, (n) => ({ key: 'recipient_reported', values: { count: Number(n) } })],
  [/^Unusual time \((\d{2}):00\)$/, (h) => ({ key: 'unusual_hour', values: { hour: h } })],
  [/^(\d+) payments in the last 10 minutes$/, (n) => ({ key: 'burst_10_minutes', values: { count: Number(n) } })],
  [/^(\d+) payments in the last 24 hours$/, (n) => ({ key: 'busy_24_hours', values: { count: Number(n) } })],
  [/^(₵[\d,]+\.\d{2}) sent in the last 24 hours, including this payment$/, (a) => ({ key: 'sent_24_hours', values: { amount: cedis(a) } })],
];

/** A stored fraud reason's key and figure; null for a sentence this package does not write. */
export function fraudReasonOf(sentence: string): FraudReason | null {
  const fixed = FIXED[sentence];
  if (fixed) return { key: fixed, values: fixed === 'recipient_reported' ? { count: 1 } : {} };
  for (const [pattern, read] of COUNTED) {
    const found = pattern.exec(sentence);
    if (found) return read(found[1]!);
  }
  return null;
}
