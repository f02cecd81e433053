import { z } from 'zod';

/** What a complaint is about (the form's select, USSD's list, the staff queue), with the words people see. */
export const COMPLAINT_CATEGORIES = {
  wrong_recipient: 'Sent to the wrong person',
  payment_not_received: 'Payment not received',
  transfer_failed: 'Transfer failed or stuck',
  bill_or_airtime: 'Bill, airtime or data',
  merchant: 'Payment to a shop',
  fraud_or_scam: 'Fraud or scam',
  account_access: 'Cannot get into my account',
  fees_or_charges: 'Fees or charges',
  other: 'Something else',
} as const;
export type ComplaintCategory = keyof typeof COMPLAINT_CATEGORIES;
export const COMPLAINT_CATEGORY_KEYS = Object.keys(COMPLAINT_CATEGORIES) as [ComplaintCategory, ...ComplaintCategory[]];

export const COMPLAINT_DESCRIPTION_MIN = 10;
export const COMPLAINT_DESCRIPTION_MAX = 1000;

export const COMPLAINT_MESSAGES = {
  category: 'Choose what your complaint is about',
  description: `Tell us what happened in ${COMPLAINT_DESCRIPTION_MIN} to ${COMPLAINT_DESCRIPTION_MAX} characters`,
  note: 'Write a note for the customer (2 to 1000 characters)',
  outcome: 'Write the outcome for the customer (2 to 1000 characters)',
  reason: 'Write the reason for the customer (5 to 500 characters)',
} as const;

export const zComplaintCategory = z.enum(COMPLAINT_CATEGORY_KEYS, { error: COMPLAINT_MESSAGES.category });
export const zComplaintDescription = z
  .string({ error: COMPLAINT_MESSAGES.description })
  .trim()
  .min(COMPLAINT_DESCRIPTION_MIN, COMPLAINT_MESSAGES.description)
  .max(COMPLAINT_DESCRIPTION_MAX, COMPLAINT_MESSAGES.description);
