import { releaseExpiredHolds } from '@ghanapay/ledger';
import type { AppDeps } from '../../deps';
import { refundCardChecks, verifyPendingAccounts } from '../accounts';
import { sendComplaintEscalationNotices } from '../complaints';
import { deleteExpiredIdempotencyKeys } from '../idempotency';
import {
  expireOverdueMoneyRequests,
  returnUnclaimedHeldPayments,
  runBillPaymentStep,
  runDueBillPayments,
  runDueTransfers,
  runTransferStep,
  sendUnansweredToStaff,
  topUpReversalHolds,
  endDueWaitingPayments,
  runDueStandingOrders,
} from '../money';
import { retryIdentityChecks } from '../kyc';
import { applyRetentionSchedule } from '../privacy';
import { runRecordedLedgerAudit } from '../metrics';
import { purgeExpiredData } from './purge-expired-data';

/** A job the queue runs on a cron schedule (UTC, which is Ghana time). */
export interface ScheduledJob {
  /** pg-boss queue name: letters, digits, hyphens. */
  name: string;
  cron: string;
  /** Returns how many rows it changed, for the log. */
  run: (deps: AppDeps) => Promise<number>;
}

/**
 * Each job is idempotent and catches up on everything overdue, so a missed run (the server was
 * down) is made good by the next one; how often they run only bounds how late a status changes.
 */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  { name: 'money-expire-requests', cron: '*/5 * * * *', run: (deps) => expireOverdueMoneyRequests(deps) },
  { name: 'money-return-unclaimed-payments', cron: '*/15 * * * *', run: (deps) => returnUnclaimedHeldPayments(deps) },
  { name: 'money-purge-idempotency-keys', cron: '17 3 * * *', run: (deps) => deleteExpiredIdempotencyKeys(deps.db, deps.now()) },
  // Payments that waited (a large first payment, a guardian's unanswered one): delivered or given back, each once.
  { name: 'money-end-waiting-payments', cron: '* * * * *', run: (deps) => endDueWaitingPayments(deps) },
  { name: 'money-run-transfers', cron: '* * * * *', run: (deps) => runDueTransfers(deps) },
  // Standing orders: each run at 08:00 (a short wallet again at 17:00), the day-before reminders; each once.
  { name: 'money-run-standing-orders', cron: '* * * * *', run: (deps) => runDueStandingOrders(deps) },
  // Bill and airtime payments with a step due (the order not yet sent, or its status to ask again).
  {
    name: 'money-run-bill-payments',
    cron: '* * * * *',
    run: (deps) => (deps.billRail ? runDueBillPayments({ ...deps, billRail: deps.billRail }) : Promise.resolve(0)),
  },
  // Ledger holds past their expiry go back where they came from (a transfer's hold has none: it waits for the provider).
  { name: 'ledger-release-expired-holds', cron: '* * * * *', run: (deps) => releaseExpiredHolds(deps.db, deps.now()) },
  // Wrong-send reversals: each hold grows with money arriving in the recipient's wallet, up to the
  // amount; a request unanswered for 3 Ghana working days goes to staff.
  { name: 'money-reversal-top-up-holds', cron: '* * * * *', run: (deps) => topUpReversalHolds(deps) },
  { name: 'money-reversal-unanswered', cron: '*/15 * * * *', run: (deps) => sendUnansweredToStaff(deps) },
  // Every invariant of the ledger, hourly; /metrics reports the last result.
  { name: 'ledger-audit', cron: '37 * * * *', run: (deps) => runRecordedLedgerAudit(deps) },
  { name: 'accounts-verify-pending', cron: '* * * * *', run: (deps) => verifyPendingAccounts(deps) },
  // A card check's ₵1.00 that Paystack could not take back when the check completed: asked again, once at a time.
  { name: 'accounts-refund-card-checks', cron: '* * * * *', run: (deps) => refundCardChecks(deps) },
  { name: 'kyc-identity-retry', cron: '* * * * *', run: (deps) => retryIdentityChecks(deps) },
  // Complaints open past their last deadline: the customer is told once how to go to the Bank of Ghana.
  { name: 'complaints-escalation-notices', cron: '23 * * * *', run: (deps) => sendComplaintEscalationNotices(deps) },
  { name: 'auth-purge-expired', cron: '*/10 * * * *', run: (deps) => purgeExpiredData(deps) },
  // Closed accounts past their retention (docs/privacy.md): identity documents, then name and addresses.
  { name: 'privacy-apply-retention', cron: '41 2 * * *', run: (deps) => applyRetentionSchedule(deps) },
];

/** A job queued by the app itself with data (not on a schedule). */
export interface OnDemandJob {
  name: string;
  run: (deps: AppDeps, data: Record<string, string>) => Promise<unknown>;
}

/** A transfer's next step right after it commits; the minute job catches whatever this misses. */
export const TRANSFER_STEP_JOB = 'money-transfer-step';

/** A bill or airtime payment's first step (the order) right after it commits. */
export const BILL_PAYMENT_STEP_JOB = 'money-bill-payment-step';

export const ON_DEMAND_JOBS: readonly OnDemandJob[] = [
  { name: TRANSFER_STEP_JOB, run: (deps, data) => (data.id ? runTransferStep(deps, data.id) : Promise.resolve()) },
  {
    name: BILL_PAYMENT_STEP_JOB,
    run: (deps, data) => (data.id && deps.billRail ? runBillPaymentStep({ ...deps, billRail: deps.billRail }, data.id) : Promise.resolve()),
  },
];
