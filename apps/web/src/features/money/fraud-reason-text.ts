import { plural, t } from '@lingui/core/macro';
import { APP_NAME } from '@ghanapay/validators';
import { formatCedis } from '../../lib/locale-format';
import type { FraudAlert } from './money-types';

type TFraudReason = NonNullable<FraudAlert['riskFactorKeys'][number]>;

/**
 * A fraud reason in the language shown, from its key and figure (the API stores and sends the
 * English sentence beside it); a reason without a key is shown as written.
 */
function fraudReasonText(english: string, reason: TFraudReason | null | undefined): string {
  if (!reason) return english;
  const { count = 0, percent = 0, hour = '' } = reason.values;
  const amount = formatCedis(reason.values.amount ?? '0');
  switch (reason.key) {
    case 'amount_multiple':
      return t`Amount is ${count}× your usual payment`;
    case 'large_amount_little_history':
      return t`Large amount (${amount}) with little payment history`;
    case 'balance_drain':
      return t`Sending ${percent}% of your balance`;
    case 'first_payment_to_recipient':
      return t`First payment to this recipient`;
    case 'new_contact':
      return t`Recipient is a new contact`;
    case 'recipient_no_account':
      return t`Recipient has no ${APP_NAME} account yet`;
    case 'recipient_account_day':
      return t`Recipient account is less than a day old`;
    case 'recipient_account_week':
      return t`Recipient account is less than a week old`;
    case 'recipient_reported':
      return plural(count, { one: 'Recipient was reported by another user', other: 'Recipient was reported by # other users' });
    case 'burst_10_minutes':
      return t`${count} payments in the last 10 minutes`;
    case 'busy_24_hours':
      return t`${count} payments in the last 24 hours`;
    case 'sent_24_hours':
      return t`${amount} sent in the last 24 hours, including this payment`;
    case 'sender_account_day':
      return t`Your account is less than a day old`;
    case 'sender_account_week':
      return t`Your account is less than a week old`;
    case 'unusual_hour':
      return t`Unusual time (${hour}:00)`;
    case 'suspicious_activity':
      return t`Suspicious activity detected`;
  }
}

/** A list of reasons (`fraudReasons`/`riskFactors`) beside their keys, each in the language shown. */
export function fraudReasonsText(english: readonly string[], keys: readonly (TFraudReason | null)[] | undefined): string[] {
  return english.map((reason, i) => fraudReasonText(reason, keys?.[i]));
}

/** An alert's sentence ("We stopped a payment of ₵20.00 to …: …") in the language shown; an older sentence as written. */
export function alertMessageText(alert: Pick<FraudAlert, 'alertMessage' | 'alertMessageParts'>): string {
  const parts = alert.alertMessageParts;
  if (!parts) return alert.alertMessage;
  const amount = formatCedis(parts.amount);
  const { recipient } = parts;
  const reason = fraudReasonText(parts.reason, parts.reasonKey);
  return parts.key === 'payment_stopped'
    ? t`We stopped a payment of ${amount} to ${recipient}: ${reason}`
    : t`A payment of ${amount} to ${recipient} looked unusual: ${reason}`;
}
