import { t } from '@lingui/core/macro';
import { formatCedis } from '../../lib/locale-format';
import type { BillPayment } from './bills-types';

/**
 * What a bill payment's answer says, in the language shown, from its status and fields (the API's
 * `message` is the same sentence in English). A biller's own reason for a failure stays in its words.
 */
export function billMessage(payment: Pick<BillPayment, 'status' | 'amount' | 'billerName' | 'customerNumber' | 'failureReason'>): string {
  const amount = formatCedis(payment.amount);
  const { billerName: name, customerNumber: number, failureReason: reason } = payment;
  switch (payment.status) {
    case 'completed':
      return t`Paid ${amount} to ${name} for ${number}`;
    case 'failed':
      return reason
        ? t`${name} payment failed: ${reason}. The money is back in your wallet.`
        : t`${name} payment failed. The money is back in your wallet.`;
    case 'processing':
      return t`Paying ${amount} to ${name}. We will tell you when it is done.`;
  }
}
