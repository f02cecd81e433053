export type LedgerErrorCode =
  | 'EMPTY_JOURNAL'
  | 'UNBALANCED_JOURNAL'
  | 'ZERO_AMOUNT'
  | 'INVALID_AMOUNT'
  | 'INVALID_ACCOUNT_ID'
  | 'INVALID_JOURNAL_KIND'
  | 'DUPLICATE_ACCOUNT'
  | 'ACCOUNT_NOT_FOUND'
  | 'INSUFFICIENT_FUNDS'
  | 'LIMIT_EXCEEDED'
  | 'JOURNAL_NOT_FOUND'
  | 'ALREADY_REVERSED'
  | 'CANNOT_REVERSE_REVERSAL'
  | 'INVALID_HOLD'
  | 'HOLD_NOT_FOUND'
  | 'HOLD_REFERENCE_CONFLICT'
  /** The posting would take money out of a wallet the staff console froze (SQLSTATE GP003). */
  | 'WALLET_FROZEN';

/**
 * The one error type the ledger throws on purpose. `code` is stable (the API maps it to tRPC and
 * HTTP); `details` carries ids and amounts (bigint pesewas) for logs and messages.
 */
export class LedgerError extends Error {
  readonly code: LedgerErrorCode;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: LedgerErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'LedgerError';
    this.code = code;
    this.details = details;
  }
}

export function isLedgerError(error: unknown, code?: LedgerErrorCode): error is LedgerError {
  return error instanceof LedgerError && (code === undefined || error.code === code);
}
