import { LedgerError } from './ledger-error';

interface PgError {
  code?: string;
  constraint?: string;
}

/**
 * The database constraints are the last line behind the checks in code; when one fires anyway
 * (a bug, or a writer outside this package), it surfaces as the same LedgerError a caller handles.
 * The transaction is then aborted: the caller must roll back.
 */
/** ledger_write_postings refuses money out of a frozen wallet with this SQLSTATE (sql/ledger_write_postings.sql). */
export const WALLET_FROZEN_STATE = 'GP003';

export function mapDatabaseError(error: unknown): unknown {
  const pg = error as PgError | null;
  if (!pg || typeof pg !== 'object') return error;
  if (pg.code === '23514' && pg.constraint === 'ledger_wallet_never_negative') {
    return new LedgerError('INSUFFICIENT_FUNDS', 'A wallet balance would go below zero', { constraint: pg.constraint, cause: error });
  }
  if (pg.code === WALLET_FROZEN_STATE) {
    return new LedgerError('WALLET_FROZEN', 'This wallet is frozen', { cause: error });
  }
  if (pg.code === '23505' && pg.constraint === 'ledger_journals_one_reversal_idx') {
    return new LedgerError('ALREADY_REVERSED', 'This journal has already been reversed', { cause: error });
  }
  return error;
}
