import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ComplaintCategory } from '@ghanapay/validators';

/** How each complaint category reads on screen (the API keeps the English label for staff tools and e-mails). */
const COMPLAINT_CATEGORY_LABELS: Record<ComplaintCategory, MessageDescriptor> = {
  wrong_recipient: msg`Sent to the wrong person`,
  payment_not_received: msg`Payment not received`,
  transfer_failed: msg`Transfer failed or stuck`,
  bill_or_airtime: msg`Bill, airtime or data`,
  merchant: msg`Payment to a shop`,
  fraud_or_scam: msg`Fraud or scam`,
  account_access: msg`Cannot get into my account`,
  fees_or_charges: msg`Fees or charges`,
  other: msg`Something else`,
};

/** The complaint category's name in the language shown. */
export const complaintCategoryLabel = (category: ComplaintCategory): string => t(COMPLAINT_CATEGORY_LABELS[category]);
