import { router } from '../../trpc/init';
import { createMoneyRequestProcedure } from './create-money-request';
import { createTransactionProcedure } from './create-transaction';
import { getTransactionProcedure } from './get-transaction';
import { listFraudAlertsProcedure } from './list-fraud-alerts';
import { listPendingMoneyRequestsProcedure } from './list-pending-money-requests';
import { listTransactionsProcedure } from './list-transactions';
import { resolveFraudAlertProcedure } from './resolve-fraud-alert';
import { respondMoneyRequestProcedure } from './respond-money-request';
import { sendMoneyProcedure } from './send-money';
import { updateTransactionStatusProcedure } from './update-transaction-status';

export const moneyRouter = router({
  sendMoney: sendMoneyProcedure,
  createTransaction: createTransactionProcedure,
  updateTransactionStatus: updateTransactionStatusProcedure,
  listTransactions: listTransactionsProcedure,
  getTransaction: getTransactionProcedure,
  listFraudAlerts: listFraudAlertsProcedure,
  resolveFraudAlert: resolveFraudAlertProcedure,
  createMoneyRequest: createMoneyRequestProcedure,
  listPendingMoneyRequests: listPendingMoneyRequestsProcedure,
  respondMoneyRequest: respondMoneyRequestProcedure,
});
