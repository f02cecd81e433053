import { LedgerError } from './ledger-error';
import type { EntryInput, IdInput, PostedEntry } from './types';

// PostgreSQL bigint bounds: a larger amount would fail in the database with a less useful error.
const INT8_MAX = 9_223_372_036_854_775_807n;
const ID_PATTERN = /^[1-9][0-9]{0,18}$/;
const KIND_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

export function normalizeId(id: IdInput, what = 'account'): string {
  const text = typeof id === 'bigint' ? id.toString() : id;
  if (typeof text !== 'string' || !ID_PATTERN.test(text) || BigInt(text) > INT8_MAX) {
    throw new LedgerError('INVALID_ACCOUNT_ID', `Not a valid ${what} id: ${String(id)}`, { id: String(id) });
  }
  return text;
}

export function validateJournalKind(kind: string): string {
  if (typeof kind !== 'string' || !KIND_PATTERN.test(kind)) {
    throw new LedgerError('INVALID_JOURNAL_KIND', `Journal kind must be lower_snake_case: ${String(kind)}`, { kind });
  }
  return kind;
}

/**
 * Pure check of a journal's entries before anything touches the database: at least one entry, every
 * amount a nonzero bigint within int8, each account at most once, and the amounts sum to zero.
 *
 * Duplicate accounts are refused rather than merged: one entry per account keeps "entry = change of
 * that balance" true, and a journal naming an account twice (a transfer to oneself, a fee account
 * mixed up with a wallet) is a caller's bug that merging would hide.
 */
export function validateEntries(entries: readonly EntryInput[]): PostedEntry[] {
  if (!Array.isArray(entries) || entries.length === 0) {
    throw new LedgerError('EMPTY_JOURNAL', 'A journal needs at least two entries');
  }
  const seen = new Set<string>();
  let sum = 0n;
  const valid = entries.map((entry, index) => {
    const accountId = normalizeId(entry.accountId);
    const amount = entry.amountPesewas;
    if (typeof amount !== 'bigint') {
      throw new LedgerError('INVALID_AMOUNT', `Entry ${index}: amount must be a bigint of pesewas`, { index });
    }
    if (amount === 0n) throw new LedgerError('ZERO_AMOUNT', `Entry ${index}: amount is zero`, { index, accountId });
    if (amount > INT8_MAX || amount < -INT8_MAX) {
      throw new LedgerError('INVALID_AMOUNT', `Entry ${index}: amount out of range`, { index, accountId });
    }
    if (seen.has(accountId)) {
      throw new LedgerError('DUPLICATE_ACCOUNT', `Account ${accountId} appears twice in one journal`, { accountId });
    }
    seen.add(accountId);
    sum += amount;
    return { accountId, amountPesewas: amount };
  });
  if (sum !== 0n) {
    throw new LedgerError('UNBALANCED_JOURNAL', `Entries sum to ${sum} pesewas, not zero`, { sumPesewas: sum });
  }
  return valid;
}
