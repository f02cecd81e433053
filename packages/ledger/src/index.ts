export { postJournal, type LimitBreach } from './post-journal';
export { transfer, transferEntries, type TransferInput } from './transfer';
export { reverseJournal, type ReverseJournalOptions } from './reverse-journal';
export { ensureWalletAccount, findWalletAccount } from './ensure-wallet-account';
export { setWalletFrozen, isWalletFrozen } from './wallet-freeze';
export { systemAccount, SYSTEM_ACCOUNT_CODES } from './system-account';
export {
  hold,
  capture,
  release,
  findHold,
  HOLD_ACCOUNT_KIND,
  type Hold,
  type HoldInput,
  type HoldOutcome,
  type HoldStatus,
  type CaptureInput,
  type ReleaseInput,
} from './holds';
export { releaseExpiredHolds } from './release-expired-holds';
export { getBalance, getWalletBalanceByUser } from './get-balance';
export { creditFromFunding, creditOpeningBalanceOnce, type CreditFromFundingInput } from './credit-from-funding';
export { auditLedger, auditLedgerReport, type LedgerAuditReport, type LedgerViolation } from './audit-ledger';
export { validateEntries } from './validate-entries';
export { mayGoNegative, NON_NEGATIVE_KINDS } from './balance-policy';
export { LedgerError, isLedgerError, type LedgerErrorCode } from './ledger-error';
export type * from './types';
export { sendPayment, sendPayments, type SendPaymentOutcome, type SendPaymentWrite } from './send/send-payment';
export { loadSendContext, loadSendContexts, type SendContextAnswer, type SendContextQuery } from './send/send-context';
export { loadWalletLimitUsage, lockWalletForLimits, type LockedWallet, type WalletLimitUsage } from './wallet-limits';
export { recordLedgerAuditRun, lastLedgerAuditRun, type LedgerAuditRun } from './audit-runs';
export { walletAccountsQuery, accountBalancesByCode } from './reads/wallet-balances';
export { accountBalanceBefore, accountEntriesQuery } from './reads/account-entries';
export { walletOutflowsSince, type WalletOutflowsQuery } from './reads/wallet-outflows';
export { journalOfTransaction, unreversedJournalOfTransaction } from './reads/journals';
export { holdsByReferencePrefix, openHeldPesewasQuery, openHoldsByReason } from './reads/open-holds';
export { moneyMovedByJournalKind } from './reads/money-moved';
