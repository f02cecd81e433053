import { isLedgerError } from '@ghanapay/ledger';
import { sqlStateOf } from '@ghanapay/db';
import { TRPCError } from '@trpc/server';

/** Stable codes a client can rely on; each maps to one tRPC code and one HTTP status, here only. */
const APP_ERROR_CODES = {
  VALIDATION_FAILED: 'BAD_REQUEST',
  INVALID_CODE: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHORIZED',
  INVALID_CREDENTIALS: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  ALREADY_EXISTS: 'CONFLICT',
  IDEMPOTENCY_IN_FLIGHT: 'CONFLICT',
  IDEMPOTENCY_KEY_REUSED: 'UNPROCESSABLE_CONTENT',
  INSUFFICIENT_FUNDS: 'UNPROCESSABLE_CONTENT',
  LIMIT_EXCEEDED: 'UNPROCESSABLE_CONTENT',
  INVALID_STATE: 'CONFLICT',
  ACCOUNT_CLOSED: 'UNPROCESSABLE_CONTENT',
  WALLET_FROZEN: 'UNPROCESSABLE_CONTENT',
  /** Well-formed, but not something the app can do yet (a network a rail does not reach). */
  NOT_SUPPORTED: 'UNPROCESSABLE_CONTENT',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  /** A payer's code for a collection that its provider would not take (wrong, expired). */
  CODE_REFUSED: 'UNPROCESSABLE_CONTENT',
  /** A proof-of-work is asked for (428, the challenge in the body's `challenge`); the client solves it and retries. */
  PROOF_OF_WORK_REQUIRED: 'PRECONDITION_REQUIRED',
  PROVIDER_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const satisfies Record<string, TRPCError['code']>;

export type AppErrorCode = keyof typeof APP_ERROR_CODES;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({ code: APP_ERROR_CODES[error.code], message: error.message, cause: error });
}

const WALLET_FROZEN_MESSAGE = 'This wallet is frozen. Contact support.';

/** The ledger's refusal of money out of a frozen wallet, on every path (a send, a transfer, a bill, a hold). */
export function walletFrozenError(): AppError {
  return new AppError('WALLET_FROZEN', WALLET_FROZEN_MESSAGE);
}

/** The ledger refused a posting because the wallet is frozen: its LedgerError, or SQLSTATE GP003 as the database raised it. */
export function isWalletFrozen(error: unknown): boolean {
  return isLedgerError(error, 'WALLET_FROZEN') || sqlStateOf(error) === 'GP003';
}
