import { t } from '@lingui/core/macro';
import { translateErrors } from '../../../lib/translate-message';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SendMoneySearch } from '../../../lib/search-params';
import { readAmountInput, RECIPIENT_REQUIRED_MESSAGE } from '@ghanapay/validators/input';

export const RECIPIENT_TYPES = ['phone', 'username', 'email'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

export const RECIPIENT_TYPE_LABELS: Record<RecipientType, MessageDescriptor> = {
  phone: msg`Phone`,
  username: msg`Username`,
  email: msg`Email`,
};

export interface SendMoneyValues {
  recipientType: RecipientType;
  phone: string;
  username: string;
  email: string;
  amount: string;
  message: string;
}

/** The tab the prefill picks: the first of phone, username, email that is present (phone when none). */
export function preselectedRecipientType(search: SendMoneySearch): RecipientType {
  if (search.recipientPhone) return 'phone';
  if (search.recipientUsername) return 'username';
  if (search.recipientEmail) return 'email';
  return 'phone';
}

export function initialSendMoneyValues(search: SendMoneySearch): SendMoneyValues {
  return {
    recipientType: preselectedRecipientType(search),
    phone: search.recipientPhone ?? '',
    username: search.recipientUsername ?? '',
    email: search.recipientEmail ?? '',
    amount: '',
    message: '',
  };
}

/** The value of the selected tab: the one recipient field that is sent. */
export function recipientValue(values: SendMoneyValues): string {
  return values[values.recipientType].trim();
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Variant A's rules (spec section 5), field by field: the first failing rule's message, in the language shown. */
export function validateSendMoney(values: SendMoneyValues): Partial<Record<keyof SendMoneyValues, string>> {
  const errors: Partial<Record<keyof SendMoneyValues, string>> = {};
  const amount = readAmountInput(values.amount);
  if (!amount.ok) errors.amount = amount.message;
  const recipient = recipientValue(values);
  if (!recipient) errors[values.recipientType] = RECIPIENT_REQUIRED_MESSAGE;
  else if (values.recipientType === 'email' && !EMAIL_PATTERN.test(recipient)) errors.email = t`Please enter a valid email address`;
  return translateErrors(errors);
}

/** The send-money input (without the idempotency key): the selected recipient field only. */
export function sendMoneyRequest(values: SendMoneyValues) {
  const amount = readAmountInput(values.amount);
  if (!amount.ok) throw new Error(amount.message);
  const recipient = recipientValue(values);
  const message = values.message.trim();
  return {
    amount: amount.wire,
    ...(values.recipientType === 'phone' ? { recipientPhone: recipient } : {}),
    ...(values.recipientType === 'username' ? { recipientUsername: recipient.replace(/^@/, '') } : {}),
    ...(values.recipientType === 'email' ? { recipientEmail: recipient } : {}),
    ...(message ? { message } : {}),
  };
}

/** The send-back check's input (money.checkSendBack), once the recipient and amount are valid; else null. */
export function sendBackCheckInput(values: SendMoneyValues) {
  if (Object.keys(validateSendMoney(values)).length > 0) return null;
  const { message: _message, ...input } = sendMoneyRequest({ ...values, message: '' });
  return input;
}
