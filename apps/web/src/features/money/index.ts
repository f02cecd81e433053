// What other modules may call; everything else here is this module's own business.
export { EmptyTransactions } from './empty-transactions';
export { FraudAlertDialog } from './fraud-alert-dialog';
export { alertMessageText, fraudReasonsText } from './fraud-reason-text';
export { type IdempotencyKeys, useIdempotencyKeys } from './idempotency-key';
export { POLL_MS, dashboardFeedQuery, fraudAlertsQuery, historyQuery, pendingRequestsQuery } from './money-queries';
export { useRefreshMoney } from './refresh-money';
export { failureToast, respondFailureToast } from './money-toasts';
export { type FraudAlert, type PendingMoneyRequest, type Transaction } from './money-types';
export { TransactionCard } from './transaction-card';
export { formatTransactionDate, groupByDay } from './transaction-date';
export { directionOf, ghpId } from './transaction-display';
export { TransactionSkeletons } from './transaction-skeletons';
export { AmountField } from './amount-field';
export { GuardianRequestsNotice, WaitingPaymentsNotice } from './waiting-payments';
export { discardAllSendDrafts } from './send-money/send-draft';
