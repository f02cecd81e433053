// What other modules may call of money: its router (the root router), held payments (auth's
// sign-up claims them; the job returns unclaimed ones), demo balances (the seed) and the expiry of
// overdue requests (the job). Transfers, requests, fraud alerts, history and status stay inside.
import type { SendGatherer } from './transfers/send-gatherer';
import type { BillRail } from './bills/bill-rail';
export { claimHeldPayments, returnUnclaimedHeldPayments } from './held-payments/held-payments';
export { creditDemoBalances } from './demo-balances';
export { expireOverdueMoneyRequests } from './requests/money-request-service';
// Wrong-send reversals' two job steps: holds grown as money arrives; unanswered requests to staff.
export { sendUnansweredToStaff, topUpReversalHolds } from './reversals/reversal-service';
// USSD answers a reversal request (3 Money requests) through the same services as the app.
export { acceptReversal, declineReversal, reversalsAwaitingAnswer } from './reversals/reversal-service';
export { moneyRouter } from './money-router';
// USSD sends and answers requests through the same services as the web app, and reads balances,
// statements, pending requests and held payments through the same repositories.
export { sendMoney } from './transfers/send-money-service';
// main.ts builds the gatherer that puts concurrent sends' writes into one database call.
export { sendGathererFor } from './transfers/send-gatherer';
export { respondToMoneyRequest } from './requests/money-request-service';
export { HELD_PAYMENT_TTL_MS } from './money-policy';
// The provider-callbacks gateway bounds the status reads a callback causes.
export { CALLBACK_CHECK_PER_REFERENCE_MS, CALLBACK_CHECKS_PER_ADDRESS_PER_SECOND, CALLBACK_CHECKS_PER_SECOND } from './money-policy';
export { walletBalance, recentTransactions, pendingRequestsFor, recipientByPhone, heldPaymentsWaitingFor } from './channel-payments';
export { confirmByReference, runDueTransfers, runTransferStep } from './external';
// Bill and airtime payments: the jobs run their steps, the callbacks gateway confirms them.
export { confirmBillByReference, runBillPaymentStep, runDueBillPayments } from './bills/bill-payment-state-machine';
export type { BillRail } from './bills/bill-rail';
// USSD buys airtime and pays bills through the same quote and hold as the web app (bill-payment-procedures.ts).
export { createBillPayment, lookupCustomer, quoteBillPayment } from './bills/bill-payment-service';
export { BILLERS, findBiller, type Biller } from './bills/billers';
export { zCustomerNumber } from './bills/bill-payment.types';
export { billRailFor } from './bills/bill-rail-from-provider';
// Receipts name a bill payment's biller.
export { billerNameOf } from './bills/billers';
export { moneyRailsFor } from './external/money-rails-for';
// The statements gateway (GET /api/statements/download) serves a statement as a CSV or PDF file.
export { downloadStatement } from './statements/download-statement';
// The merchant poster gateway (GET /api/merchants/me/poster.pdf) serves a shop's printable code.
export { myMerchantPoster } from './merchants/merchant-service';
// USSD pays a merchant by its ID through the same resolve, journal and notice as the web app (merchant-procedures.ts).
export { merchantToPay, noticeMerchantPaid, payMerchant, resolveMerchantPayment } from './merchants/merchant-service';
export {
  describeBillReconcileReport,
  describeReconcileReport,
  reconcileBillPayments,
  reconcileTransfers,
  DEMO_RUNTIME_FILE,
} from './reconcile-cli-support';

// What money adds to AppDeps (deps.ts names no module): main.ts and the test app build the gatherer,
// the send path uses it.
declare module '../../deps' {
  interface ModuleDeps {
    /** Sends' money writes gathered into one database call under load (SEND_GATHER_IN_FLIGHT). None: each send its own. */
    sendGatherer: SendGatherer;
    /** Airtime, data and bills through the bills aggregator (Hubtel's Commission Services, or its simulator). */
    billRail: BillRail;
  }
}
// The receipts PDF (modules/receipts) draws names, amounts and times as the statement PDF does.
export { drawableText } from './statements/statement-pdf-text';
export { formatGhs, formatStatementDateTime } from './statements/statement-format';
export { afterPaymentCommitted, endDueWaitingPayments } from './waiting-payments/waiting-payment-service';
export { startRecoveryCooldown } from './cooldown/recovery-cooldown';
export { runDueStandingOrders, runNextStandingOrderNow } from './standing-orders/standing-order-service';
// The fraud panel (modules/analytics) gives its recent alerts' sentences in parts as the alerts list does.
export { alertMessageParts, ZAlertMessagePartsSchema } from './fraud-alerts/fraud-reason-keys';
