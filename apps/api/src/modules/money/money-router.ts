import { router } from '../../trpc/init';
import {
  addMoneyOtpProcedure,
  addMoneyProcedure,
  createBankTransferProcedure,
  getExternalTransferProcedure,
  interconnectTransferProcedure,
  listBankTransfersProcedure,
  listExternalTransfersProcedure,
  transferToAccountProcedure,
} from './external';
import {
  createBillPaymentProcedure,
  getBillPaymentProcedure,
  listBillerBundlesProcedure,
  listBillersProcedure,
  listBillPaymentsProcedure,
  lookupBillCustomerProcedure,
} from './bills/bill-payment-procedures';
import {
  getMyMerchantProcedure,
  listMyTakingsProcedure,
  myMerchantQrProcedure,
  openMerchantProcedure,
  payMerchantProcedure,
  readQrProcedure,
  findMerchantProcedure,
  refundMerchantPaymentProcedure,
} from './merchants/merchant-procedures';
import { createMoneyRequestProcedure } from './requests/create-money-request';
import {
  acceptReversalProcedure,
  checkSendBackProcedure,
  declineReversalProcedure,
  getReversalRequestProcedure,
  listReversalRequestsProcedure,
  listStaffReversalRequestsProcedure,
  requestReversalProcedure,
  returnPaymentProcedure,
  staffReleaseProcedure,
  staffReverseProcedure,
  withdrawReversalProcedure,
} from './reversals/reversal-procedures';
import { cancelSplitBillProcedure } from './split-bills/cancel-split-bill';
import { createSplitBillProcedure } from './split-bills/create-split-bill';
import { getSplitBillProcedure } from './split-bills/get-split-bill';
import { listSplitBillsProcedure } from './split-bills/list-split-bills';
import { remindSplitBillProcedure } from './split-bills/remind-split-bill';
import { createTransactionProcedure } from './transfers/create-transaction';
import { getLimitsProcedure } from './limits/get-limits';
import { getStatementProcedure } from './statements/get-statement';
import { getTransactionProcedure } from './history/get-transaction';
import { listFraudAlertsProcedure } from './fraud-alerts/list-fraud-alerts';
import { listPendingMoneyRequestsProcedure } from './requests/list-pending-money-requests';
import { listTransactionsProcedure } from './history/list-transactions';
import { resolveFraudAlertProcedure } from './fraud-alerts/resolve-fraud-alert';
import { respondMoneyRequestProcedure } from './requests/respond-money-request';
import { sendMoneyProcedure } from './transfers/send-money';
import { previewRecipientProcedure } from './transfers/preview-recipient';
import { updateTransactionStatusProcedure } from './status/update-transaction-status';
import {
  approveGuardianRequestProcedure,
  declineGuardianRequestProcedure,
  getGuardianProcedure,
  listGuardianRequestsProcedure,
  removeGuardianProcedure,
  setGuardianProcedure,
} from './guardian/guardian-procedures';
import {
  closePaymentLinkProcedure,
  createPaymentLinkProcedure,
  linkPaymentOtpProcedure,
  linkPaymentStatusProcedure,
  listPaymentLinksProcedure,
  paymentLinkQrProcedure,
  payPaymentLinkProcedure,
  publicPaymentLinkProcedure,
} from './payment-links/payment-link-procedures';
import {
  createStandingOrderProcedure,
  deleteStandingOrderProcedure,
  getStandingOrderProcedure,
  listStandingOrdersProcedure,
  updateStandingOrderProcedure,
} from './standing-orders/standing-order-procedures';
import {
  cancelWaitingPaymentProcedure,
  getFirstPaymentRuleProcedure,
  listWaitingPaymentsProcedure,
  updateFirstPaymentRuleProcedure,
} from './waiting-payments/waiting-payment-procedures';

export const moneyRouter = router({
  sendMoney: sendMoneyProcedure,
  previewRecipient: previewRecipientProcedure,
  createTransaction: createTransactionProcedure,
  updateTransactionStatus: updateTransactionStatusProcedure,
  listTransactions: listTransactionsProcedure,
  getTransaction: getTransactionProcedure,
  listFraudAlerts: listFraudAlertsProcedure,
  resolveFraudAlert: resolveFraudAlertProcedure,
  createMoneyRequest: createMoneyRequestProcedure,
  listPendingMoneyRequests: listPendingMoneyRequestsProcedure,
  respondMoneyRequest: respondMoneyRequestProcedure,
  transferToAccount: transferToAccountProcedure,
  addMoney: addMoneyProcedure,
  addMoneyOtp: addMoneyOtpProcedure,
  listExternalTransfers: listExternalTransfersProcedure,
  getExternalTransfer: getExternalTransferProcedure,
  listBankTransfers: listBankTransfersProcedure,
  createBankTransfer: createBankTransferProcedure,
  interconnectBankTransfer: interconnectTransferProcedure,
  getStatement: getStatementProcedure,
  listBillers: listBillersProcedure,
  lookupBillCustomer: lookupBillCustomerProcedure,
  listBillerBundles: listBillerBundlesProcedure,
  createBillPayment: createBillPaymentProcedure,
  listBillPayments: listBillPaymentsProcedure,
  getBillPayment: getBillPaymentProcedure,
  openMerchant: openMerchantProcedure,
  getMyMerchant: getMyMerchantProcedure,
  listMyTakings: listMyTakingsProcedure,
  getMyMerchantQr: myMerchantQrProcedure,
  findMerchant: findMerchantProcedure,
  readQr: readQrProcedure,
  payMerchant: payMerchantProcedure,
  refundMerchantPayment: refundMerchantPaymentProcedure,
  getLimits: getLimitsProcedure,
  listWaitingPayments: listWaitingPaymentsProcedure,
  cancelWaitingPayment: cancelWaitingPaymentProcedure,
  getFirstPaymentRule: getFirstPaymentRuleProcedure,
  updateFirstPaymentRule: updateFirstPaymentRuleProcedure,
  getGuardian: getGuardianProcedure,
  setGuardian: setGuardianProcedure,
  removeGuardian: removeGuardianProcedure,
  listGuardianRequests: listGuardianRequestsProcedure,
  approveGuardianRequest: approveGuardianRequestProcedure,
  declineGuardianRequest: declineGuardianRequestProcedure,
  createStandingOrder: createStandingOrderProcedure,
  listStandingOrders: listStandingOrdersProcedure,
  getStandingOrder: getStandingOrderProcedure,
  updateStandingOrder: updateStandingOrderProcedure,
  deleteStandingOrder: deleteStandingOrderProcedure,
  createPaymentLink: createPaymentLinkProcedure,
  listPaymentLinks: listPaymentLinksProcedure,
  closePaymentLink: closePaymentLinkProcedure,
  getPaymentLinkQr: paymentLinkQrProcedure,
  getPublicPaymentLink: publicPaymentLinkProcedure,
  payPaymentLink: payPaymentLinkProcedure,
  getLinkPaymentStatus: linkPaymentStatusProcedure,
  submitLinkPaymentOtp: linkPaymentOtpProcedure,
  createSplitBill: createSplitBillProcedure,
  listSplitBills: listSplitBillsProcedure,
  getSplitBill: getSplitBillProcedure,
  remindSplitBill: remindSplitBillProcedure,
  cancelSplitBill: cancelSplitBillProcedure,
  requestReversal: requestReversalProcedure,
  listReversalRequests: listReversalRequestsProcedure,
  getReversalRequest: getReversalRequestProcedure,
  acceptReversal: acceptReversalProcedure,
  declineReversal: declineReversalProcedure,
  withdrawReversal: withdrawReversalProcedure,
  listStaffReversalRequests: listStaffReversalRequestsProcedure,
  staffReverseReversal: staffReverseProcedure,
  staffReleaseReversal: staffReleaseProcedure,
  returnPayment: returnPaymentProcedure,
  checkSendBack: checkSendBackProcedure,
});
