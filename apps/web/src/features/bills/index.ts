// What other features may use of bills: history lists the payments beside the transactions.
export { billPaymentsQuery } from './bills-queries';
export { BillPaymentCard } from './bill-payment-card';
export type { BillPayment } from './bills-types';
